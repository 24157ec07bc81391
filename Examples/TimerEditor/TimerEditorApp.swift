#if canImport(SwiftUI)
  import SwiftUI
  import Strategies
  import StrategiesSwiftUI

  @main
  struct TimerEditorApp: App {
    var body: some Scene {
      WindowGroup { TimerEditorView() }
    }
  }

  /// A grouped list with the app's own background, a time row that swaps a picker for a
  /// stepper, and a title sheet opened from the list, in edit mode or not.
  @MainActor
  struct TimerEditorView: View {
    @StateObject private var rows = RowToggleModel(TimeRow.initial, traits: TimeRow.listTraits)
    @StateObject private var sheet = SheetModel(traits: TimeRow.listTraits)
    @State private var minutes = 5
    @State private var title = "Timer"
    private let background = ListAppearance(context: .current(traits: TimeRow.listTraits))
      .backgroundPlan(customBackground: true)

    var body: some View {
      List {
        Section(header: Text("Section1")) {
          HStack {
            Text("Time")
            Spacer()
            Button("Tap") { rows.toggle(.picker, .stepper) }
          }
          if rows.isVisible(.picker) {
            Picker("Minutes", selection: $minutes) {
              ForEach(0..<101, id: \.self) { Text("\($0)").tag($0) }
            }
          }
          if rows.isVisible(.stepper) {
            Stepper("\(minutes) min", value: $minutes, in: 0...100)
          }
        }
        Section(header: Text("Section2")) {
          Button("Edit title") { sheet.present() }
          Toggle("Edit mode", isOn: $sheet.isEditing)
        }
      }
      .listStyle(.grouped)
      .listBackground(background, Color.orange.opacity(0.2))
      .environment(\.editMode, .constant(sheet.isEditing ? .active : .inactive))
      .sheet(isPresented: $sheet.isPresented) {
        TextField("Title", text: $title).textFieldWeight(sheet.textFieldWeight).padding()
      }
      .onDisappear {
        rows.cancel()
        sheet.cancel()
      }
    }
  }
#endif
