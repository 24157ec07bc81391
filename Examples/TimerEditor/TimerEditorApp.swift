#if canImport(SwiftUI)
  import Foundation
  import SwiftUI
  import Strategies
  import StrategiesSwiftUI

  extension TimerEditorModel: ObservableObject {}

  @main
  struct TimerEditorApp: App {
    var body: some Scene {
      WindowGroup { TimerEditorView() }
    }
  }

  @MainActor
  struct TimerEditorView: View {
    @StateObject private var model = TimerEditorView.makeModel()

    static func makeModel() -> TimerEditorModel<SwiftUIPlanHost> {
      let os = ProcessInfo.processInfo.operatingSystemVersion
      let model = TimerEditorModel(
        host: SwiftUIPlanHost(),
        version: PlatformVersion(
          .iOS, UInt32(clamping: os.majorVersion), UInt32(clamping: os.minorVersion)))
      model.willChange = { [unowned model] in model.objectWillChange.send() }
      return model
    }

    var body: some View {
      List {
        Section {
          HStack {
            Text("Time")
            Spacer()
            Button("Tap") { model.swapPickerAndStepper() }
          }
          if model.showsPicker {
            Picker("Minutes", selection: $model.minutes) {
              ForEach(0..<101, id: \.self) { Text("\($0)").tag($0) }
            }
          }
          if model.showsStepper {
            Stepper("\(model.minutes) min", value: $model.minutes, in: 0...100)
          }
        } header: {
          Text("Section1")
        }
        Section {
          Button("Edit title") { model.presentTitleSheet() }
          Toggle("Edit mode", isOn: $model.isEditing)
        } header: {
          Text("Section2")
        }
      }
      .listStyle(.grouped)
      .listBackground(model.background, Color.orange.opacity(0.2))
      .environment(\.editMode, .constant(model.isEditing ? .active : .inactive))
      .sheet(isPresented: $model.isSheetShown) {
        TextField("Title", text: $model.title)
          .textFieldWeight(model.textFieldWeight)
          .padding()
      }
      .onDisappear { model.disappear() }
    }
  }
#endif
