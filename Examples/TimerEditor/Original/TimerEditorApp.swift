// The same screen written by hand, without navbench: the code the example replaces, kept to
// measure the example against (Scripts/glue-lines) and type-checked by Scripts/check-ios.
#if canImport(SwiftUI)
  import SwiftUI

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
    @State private var isPickerVisible = true
    @State private var isStepperVisible = false
    @State private var isEditing = false
    @State private var isSheetPresented = false
    @State private var minutes = 5
    @State private var title = "Timer"

    var body: some View {
      List {
        Section(header: Text("Section1")) {
          HStack {
            Text("Time")
            Spacer()
            Button("Tap") { toggleRows() }
          }
          if isPickerVisible {
            Picker("Minutes", selection: $minutes) {
              ForEach(0..<101, id: \.self) { Text("\($0)").tag($0) }
            }
          }
          if isStepperVisible {
            Stepper("\(minutes) min", value: $minutes, in: 0...100)
          }
        }
        Section(header: Text("Section2")) {
          Button("Edit title") { presentSheet() }
          Toggle("Edit mode", isOn: $isEditing)
        }
      }
      .listStyle(.grouped)
      .modifier(ListBackground(color: Color.orange.opacity(0.2)))
      .environment(\.editMode, .constant(isEditing ? .active : .inactive))
      .sheet(isPresented: $isSheetPresented) {
        TextField("Title", text: $title).font(titleFont).padding()
      }
    }

    /// Before iOS 16, two adjacent rows toggled in one animation slide sideways: one per turn.
    private func toggleRows() {
      if #available(iOS 16, *) {
        withAnimation {
          isPickerVisible.toggle()
          isStepperVisible.toggle()
        }
      } else {
        withAnimation { isPickerVisible.toggle() }
        DispatchQueue.main.async { withAnimation { isStepperVisible.toggle() } }
      }
    }

    /// Before iOS 16 a sheet does not present in edit mode: leave it first.
    private func presentSheet() {
      if #available(iOS 16, *) {
        isSheetPresented = true
      } else {
        isEditing = false
        DispatchQueue.main.async { isSheetPresented = true }
      }
    }

    /// iOS 14 draws a sheet's text field bold: ask for the regular weight.
    private var titleFont: Font {
      if #available(iOS 15, *) { return .body }
      return .body.weight(.regular)
    }
  }

  /// From iOS 16 a list draws its own background over the app's: hide it.
  struct ListBackground: ViewModifier {
    let color: Color

    func body(content: Content) -> some View {
      if #available(iOS 16, *) {
        content.scrollContentBackground(.hidden).background(color)
      } else {
        content.background(color)
      }
    }
  }
#endif
