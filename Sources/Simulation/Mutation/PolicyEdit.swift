import Strategies

/// The six resolved policies side by side, as one strategy's hooks leave them.
typealias Policies = DomainPolicies

extension DomainPolicies {
  /// A policy whose every field differs from ``passthrough``'s, to see which fields a strategy
  /// writes even when it writes the passthrough value.
  static let alternate = Policies(
    pathChanges: PathChangePolicy(
      push: .disableAnimations, pop: .disableAnimations, popToRoot: .disableAnimations,
      replace: .disableAnimations, multiLevelPops: .dropCoveredFirst,
      interactivePop: .backButtonOnly, presentationBinding: .path),
    rowToggles: RowTogglePolicy(adjacentRows: .unanimated, otherRows: .unanimated),
    viewTransforms: ViewTransformPolicy(resetsTransformAfterPush: true, prescalesBeforePop: true),
    directional: DirectionalTransitionPolicy(
      style: .currentDirection, conditionalColumnRoots: .identityPerSelection),
    listAppearance: ListAppearancePolicy(
      hidesScrollContentBackground: true, barScrollEdgeUsesStandardAppearance: true,
      zeroesSectionHeaderTopPadding: true),
    sheets: SheetPresentationPolicy(
      leavesEditModeBeforePresenting: true, explicitTextFieldWeight: .bold,
      multiplePresentations: .singleItem, presentsAfterDismissal: true))
}

/// One field of one policy set to one value: the unit of a policy mutation.
enum PolicyEdit: Hashable, Sendable, CustomStringConvertible {
  case path(PathChangeKind, TransactionPlan)
  case multiLevelPops(MultiLevelPopPlan)
  case interactivePop(InteractivePopPlan)
  case presentationBinding(PresentationBindingPlan)
  case adjacentRows(RowToggleMode)
  case otherRows(RowToggleMode)
  case resetsTransform(Bool)
  case prescales(Bool)
  case directionStyle(DirectionalTransitionStyle)
  case conditionalColumnRoots(ConditionalRootHosting)
  case hidesBackground(Bool)
  case barScrollEdgeUsesStandard(Bool)
  case zeroesHeaderTopPadding(Bool)
  case leavesEditMode(Bool)
  case textFieldWeight(FontWeight?)
  case multiplePresentations(PresentationHosting)
  case presentsAfterDismissal(Bool)

  /// Every field of `domain`, each with its value in `policies`.
  static func fields(of domain: StrategyDomain, in policies: Policies) -> [PolicyEdit] {
    switch domain {
    case .pathChanges:
      PathChangeKind.allCases.map { .path($0, policies.pathChanges[$0]) }
        + [
          .multiLevelPops(policies.pathChanges.multiLevelPops),
          .interactivePop(policies.pathChanges.interactivePop),
          .presentationBinding(policies.pathChanges.presentationBinding),
        ]
    case .rowToggles:
      [
        .adjacentRows(policies.rowToggles.adjacentRows),
        .otherRows(policies.rowToggles.otherRows),
      ]
    case .viewTransforms:
      [
        .resetsTransform(policies.viewTransforms.resetsTransformAfterPush),
        .prescales(policies.viewTransforms.prescalesBeforePop),
      ]
    case .directionalTransitions:
      [
        .directionStyle(policies.directional.style),
        .conditionalColumnRoots(policies.directional.conditionalColumnRoots),
      ]
    case .listAppearance:
      [
        .hidesBackground(policies.listAppearance.hidesScrollContentBackground),
        .barScrollEdgeUsesStandard(policies.listAppearance.barScrollEdgeUsesStandardAppearance),
        .zeroesHeaderTopPadding(policies.listAppearance.zeroesSectionHeaderTopPadding),
      ]
    case .sheetPresentation:
      [
        .leavesEditMode(policies.sheets.leavesEditModeBeforePresenting),
        .textFieldWeight(policies.sheets.explicitTextFieldWeight),
        .multiplePresentations(policies.sheets.multiplePresentations),
        .presentsAfterDismissal(policies.sheets.presentsAfterDismissal),
      ]
    }
  }

  /// `pathChanges.pop`, `rowToggles.adjacentRows`, ...
  var field: String {
    switch self {
    case .path(let kind, _): "pathChanges.\(kind)"
    case .multiLevelPops: "pathChanges.multiLevelPops"
    case .interactivePop: "pathChanges.interactivePop"
    case .presentationBinding: "pathChanges.presentationBinding"
    case .adjacentRows: "rowToggles.adjacentRows"
    case .otherRows: "rowToggles.otherRows"
    case .resetsTransform: "viewTransforms.resetsTransformAfterPush"
    case .prescales: "viewTransforms.prescalesBeforePop"
    case .directionStyle: "directionalTransitions.style"
    case .conditionalColumnRoots: "directionalTransitions.conditionalColumnRoots"
    case .hidesBackground: "listAppearance.hidesScrollContentBackground"
    case .barScrollEdgeUsesStandard: "listAppearance.barScrollEdgeUsesStandardAppearance"
    case .zeroesHeaderTopPadding: "listAppearance.zeroesSectionHeaderTopPadding"
    case .leavesEditMode: "sheetPresentation.leavesEditModeBeforePresenting"
    case .textFieldWeight: "sheetPresentation.explicitTextFieldWeight"
    case .multiplePresentations: "sheetPresentation.multiplePresentations"
    case .presentsAfterDismissal: "sheetPresentation.presentsAfterDismissal"
    }
  }

  /// `pathChanges.pop = inherit`.
  var description: String {
    let value: String
    switch self {
    case .path(_, let plan): value = plan.description
    case .multiLevelPops(let plan): value = plan.description
    case .interactivePop(let plan): value = plan.description
    case .presentationBinding(let plan): value = plan.description
    case .adjacentRows(let mode), .otherRows(let mode): value = mode.description
    case .resetsTransform(let flag), .prescales(let flag), .hidesBackground(let flag),
      .barScrollEdgeUsesStandard(let flag), .zeroesHeaderTopPadding(let flag),
      .leavesEditMode(let flag), .presentsAfterDismissal(let flag):
      value = String(flag)
    case .directionStyle(let style): value = style.rawValue
    case .conditionalColumnRoots(let hosting): value = hosting.description
    case .textFieldWeight(let weight): value = weight?.rawValue ?? "nil"
    case .multiplePresentations(let hosting): value = hosting.description
    }
    return "\(field) = \(value)"
  }

  /// Sets the field to the value.
  func apply(to policies: inout Policies) {
    switch self {
    case .path(let kind, let plan): policies.pathChanges[kind] = plan
    case .multiLevelPops(let plan): policies.pathChanges.multiLevelPops = plan
    case .interactivePop(let plan): policies.pathChanges.interactivePop = plan
    case .presentationBinding(let plan): policies.pathChanges.presentationBinding = plan
    case .adjacentRows(let mode): policies.rowToggles.adjacentRows = mode
    case .otherRows(let mode): policies.rowToggles.otherRows = mode
    case .resetsTransform(let flag): policies.viewTransforms.resetsTransformAfterPush = flag
    case .prescales(let flag): policies.viewTransforms.prescalesBeforePop = flag
    case .directionStyle(let style): policies.directional.style = style
    case .conditionalColumnRoots(let hosting):
      policies.directional.conditionalColumnRoots = hosting
    case .hidesBackground(let flag): policies.listAppearance.hidesScrollContentBackground = flag
    case .barScrollEdgeUsesStandard(let flag):
      policies.listAppearance.barScrollEdgeUsesStandardAppearance = flag
    case .zeroesHeaderTopPadding(let flag):
      policies.listAppearance.zeroesSectionHeaderTopPadding = flag
    case .leavesEditMode(let flag): policies.sheets.leavesEditModeBeforePresenting = flag
    case .textFieldWeight(let weight): policies.sheets.explicitTextFieldWeight = weight
    case .multiplePresentations(let hosting): policies.sheets.multiplePresentations = hosting
    case .presentsAfterDismissal(let flag): policies.sheets.presentsAfterDismissal = flag
    }
  }

  /// The values the field's type allows, as edits of the same field: every value of a finite
  /// type; for animations and delays, a representative of each kind (none, inherited, the
  /// system default, zero duration, another curve) plus each of `written` and ten times its
  /// duration or delay.
  func variants(written: [PolicyEdit]) -> [PolicyEdit] {
    var result: [PolicyEdit]
    switch self {
    case .path(let kind, _):
      var plans: [TransactionPlan] = [
        .inherit, .disableAnimations, .animate(.systemDefault), .animate(.linear(duration: 0)),
        .animate(.easeInOut(duration: 0.35)),
      ]
      for case .path(_, let plan) in written {
        plans.append(plan)
        switch plan.animation {
        case .linear(let duration)? where duration > 0:
          plans.append(.animate(.linear(duration: duration * 10)))
        case .easeInOut(let duration)? where duration > 0:
          plans.append(.animate(.easeInOut(duration: duration * 10)))
        default: break
        }
      }
      result = plans.map { .path(kind, $0) }
    case .adjacentRows, .otherRows:
      var modes: [RowToggleMode] = [
        // No zero deferral: a schedule clamps it to RowToggleMode.deferralRange.
        .animatedBatch, .unanimated,
      ]
      for edit in written {
        switch edit {
        case .adjacentRows(let mode), .otherRows(let mode):
          modes.append(mode)
          if case .firstAnimatedRestDeferred(let delay) = mode {
            modes.append(.firstAnimatedRestDeferred(delay: delay * 10))
          }
        default: break
        }
      }
      if case .adjacentRows = self {
        result = modes.map { .adjacentRows($0) }
      } else {
        result = modes.map { .otherRows($0) }
      }
    case .multiLevelPops: result = MultiLevelPopPlan.allCases.map { .multiLevelPops($0) }
    case .interactivePop: result = InteractivePopPlan.allCases.map { .interactivePop($0) }
    case .presentationBinding:
      result = PresentationBindingPlan.allCases.map { .presentationBinding($0) }
    case .resetsTransform: result = [.resetsTransform(false), .resetsTransform(true)]
    case .prescales: result = [.prescales(false), .prescales(true)]
    case .directionStyle:
      result = [.directionStyle(.capturedAtInsertion), .directionStyle(.currentDirection)]
    case .conditionalColumnRoots:
      result = ConditionalRootHosting.allCases.map { .conditionalColumnRoots($0) }
    case .hidesBackground: result = [.hidesBackground(false), .hidesBackground(true)]
    case .barScrollEdgeUsesStandard:
      result = [.barScrollEdgeUsesStandard(false), .barScrollEdgeUsesStandard(true)]
    case .zeroesHeaderTopPadding:
      result = [.zeroesHeaderTopPadding(false), .zeroesHeaderTopPadding(true)]
    case .leavesEditMode: result = [.leavesEditMode(false), .leavesEditMode(true)]
    case .textFieldWeight:
      result = [.textFieldWeight(nil)] + FontWeight.allCases.map { .textFieldWeight($0) }
    case .multiplePresentations:
      result = PresentationHosting.allCases.map { .multiplePresentations($0) }
    case .presentsAfterDismissal:
      result = [.presentsAfterDismissal(false), .presentsAfterDismissal(true)]
    }
    var unique: [PolicyEdit] = []
    for edit in result where !unique.contains(edit) { unique.append(edit) }
    return unique
  }
}

/// A registered strategy with one respect changed: its descriptor (range, traits), or one
/// policy field set after its own hooks ran.
struct MutantStrategy: PathChangeStrategy, RowToggleStrategy, ViewTransformStrategy,
  DirectionalTransitionStrategy, ListAppearanceStrategy, SheetPresentationStrategy
{
  let base: any WorkaroundStrategy
  let descriptor: StrategyDescriptor
  let edit: PolicyEdit?

  func adjust(_ policy: inout PathChangePolicy, for context: StrategyContext) {
    var all = Policies(pathChanges: policy)
    run(&all, context)
    policy = all.pathChanges
  }

  func adjust(_ policy: inout RowTogglePolicy, for context: StrategyContext) {
    var all = Policies(rowToggles: policy)
    run(&all, context)
    policy = all.rowToggles
  }

  func adjust(_ policy: inout ViewTransformPolicy, for context: StrategyContext) {
    var all = Policies(viewTransforms: policy)
    run(&all, context)
    policy = all.viewTransforms
  }

  func adjust(_ policy: inout DirectionalTransitionPolicy, for context: StrategyContext) {
    var all = Policies(directional: policy)
    run(&all, context)
    policy = all.directional
  }

  func adjust(_ policy: inout ListAppearancePolicy, for context: StrategyContext) {
    var all = Policies(listAppearance: policy)
    run(&all, context)
    policy = all.listAppearance
  }

  func adjust(_ policy: inout SheetPresentationPolicy, for context: StrategyContext) {
    var all = Policies(sheets: policy)
    run(&all, context)
    policy = all.sheets
  }

  /// The base's hooks, then the edit. The other domains of `all` are discarded by the caller.
  private func run(_ all: inout Policies, _ context: StrategyContext) {
    all.apply(base, for: context)
    edit?.apply(to: &all)
  }
}
