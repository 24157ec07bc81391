/// What a registry does for a context, and why: every strategy active or not with its reason,
/// every known issue mitigated, unmitigated or not affected, and the strategies a deployment
/// target makes dead code.
///
/// Plain `Codable` data, for `navbench explain --format json` (which wraps it in the tool's
/// envelope, with the schema version).
public struct Explanation: Hashable, Sendable, Codable {
  /// One strategy's decision.
  public struct StrategyStatus: Hashable, Sendable, Codable {
    /// The strategy.
    public let id: StrategyID
    /// Its title.
    public let title: String
    /// Whether it is active in the context.
    public let active: Bool
    /// The reason's stable, typed code (`version-in-range`, `forced-off`, ... in JSON).
    public let reason: ActivationReasonCode
    /// The reason as a sentence, for people (beside ``reason``, for programs).
    public let detail: String
    /// The domains it hooks.
    public let domains: [StrategyDomain]
    /// The issues it addresses.
    public let addresses: [IssueID]
    /// The versions it declares.
    public let versions: VersionSet
  }

  /// Whether an issue occurs in the context, and if so whether a strategy mitigates it.
  public enum IssueState: String, Hashable, Sendable, Codable {
    /// The issue occurs and an active strategy addresses it.
    case mitigated
    /// The issue occurs and no active strategy addresses it.
    case unmitigated
    /// The issue does not occur in the context.
    case notAffected = "not-affected"
  }

  /// One known issue's status.
  public struct IssueStatus: Hashable, Sendable, Codable {
    /// The issue.
    public let id: IssueID
    /// Its title.
    public let title: String
    /// Its status.
    public let status: IssueState
    /// Why, as a sentence.
    public let detail: String
    /// The active strategies that address it.
    public let strategies: [StrategyID]
  }

  /// A strategy whose every issue is over at the deployment target.
  public struct ExpiredStrategy: Hashable, Sendable, Codable {
    /// The strategy.
    public let id: StrategyID
    /// Why it is dead code.
    public let detail: String
  }

  /// The context explained.
  public let context: StrategyContext
  /// The deployment target expiry was judged against, if given.
  public let deploymentTarget: PlatformVersion?
  /// Every registered strategy, in application order.
  public let strategies: [StrategyStatus]
  /// Every registered issue, in registration order.
  public let issues: [IssueStatus]
  /// Strategies that are dead code at the deployment target (empty without one, or with one on
  /// another platform than the context's).
  public let expired: [ExpiredStrategy]

  /// Whether ``expired`` was judged: a deployment target was given, on the context's platform.
  public var judgesExpiry: Bool {
    deploymentTarget.map { $0.platform == context.version.platform } ?? false
  }
  /// The rule file in force, if any.
  public let ruleFile: String?
}

extension StrategyRegistry {
  /// Explains resolution of `context`, and expiry against `deploymentTarget` if given.
  ///
  /// A strategy is expired when every issue it addresses is fixed at or above the target: an
  /// app deployed there never runs it. Expiry is judged only against a target on the context's
  /// platform: a target on another platform (`macOS 14` for an `iOS 16.4` context) says nothing
  /// about this one, so ``Explanation/expired`` is empty and ``Explanation/judgesExpiry`` false.
  ///
  /// - Complexity: O(s × i) in the numbers of strategies and issues.
  public func explain(_ context: StrategyContext, deploymentTarget: PlatformVersion? = nil)
    -> Explanation
  {
    let snapshot = orderedSnapshot()
    let requested = context
    let context = Self.expanded(context, snapshot)
    var statuses: [Explanation.StrategyStatus] = []
    var activeByIssue: [IssueID: [StrategyID]] = [:]
    var inactiveByIssue: [IssueID: [String]] = [:]
    for id in snapshot.order! {
      let entry = snapshot.strategies[id]!
      let descriptor = entry.descriptor
      let activation = Self.activation(of: descriptor, in: context, snapshot)
      let detail = activation.reason.explanation(for: context)
      statuses.append(
        .init(
          id: id, title: descriptor.title, active: activation.isActive,
          reason: activation.reason.code, detail: detail, domains: entry.domains,
          addresses: descriptor.addresses, versions: descriptor.versions))
      for issue in descriptor.addresses {
        if activation.isActive {
          activeByIssue[issue, default: []].append(id)
        } else {
          inactiveByIssue[issue, default: []].append("\(id) (\(detail))")
        }
      }
    }
    let issues = snapshot.issueOrder.map { id in
      let issue = snapshot.issues[id]!
      return Self.status(
        of: issue, in: context, active: activeByIssue[id] ?? [], inactive: inactiveByIssue[id] ?? []
      )
    }
    var expired: [Explanation.ExpiredStrategy] = []
    // A target on another platform says nothing about this one: no strategy is judged expired
    // against it (``Explanation/judgesExpiry`` is false).
    if let target = deploymentTarget, target.platform == requested.version.platform {
      // The SDK counts only when given: without one, the app's SDK is not known.
      let sdk = requested.hasExplicitSDK ? requested.sdk : nil
      for status in statuses {
        let addressed = status.addresses.compactMap { snapshot.issues[$0] }
        guard !addressed.isEmpty,
          addressed.allSatisfy({ !$0.canOccur(atOrAbove: target, sdk: sdk) })
        else {
          continue
        }
        expired.append(.init(id: status.id, detail: Self.expiry(of: addressed, target, sdk)))
      }
    }
    let ruleFile: String? =
      if snapshot.rules != nil, case .ruleFile(let name) = snapshot.rulesSource { name } else {
        nil
      }
    return Explanation(
      context: requested, deploymentTarget: deploymentTarget, strategies: statuses, issues: issues,
      expired: expired, ruleFile: ruleFile)
  }

  /// Why strategies addressing `issues` are dead code at `target` in an app built with `sdk`.
  private static func expiry(
    of issues: [KnownIssue], _ target: PlatformVersion, _ sdk: PlatformVersion?
  ) -> String {
    let list = issues.map { issue in
      "\(issue.id) (affects \(issue.affected)\(issue.followsLinkedSDK ? " as linked" : ""))"
    }
    let over = sdk.map { "fixed at or above \(target) in apps built with the \($0) SDK" }
    return "every issue it addresses is \(over ?? "fixed at or above \(target)"): "
      + list.joined(separator: "; ")
  }

  private static func status(
    of issue: KnownIssue, in context: StrategyContext, active: [StrategyID], inactive: [String]
  ) -> Explanation.IssueStatus {
    func make(_ state: Explanation.IssueState, _ detail: String) -> Explanation.IssueStatus {
      .init(id: issue.id, title: issue.title, status: state, detail: detail, strategies: active)
    }
    let judged = issue.judgedVersion(in: context)
    guard issue.affected.contains(judged) else {
      let linked = judged == context.version ? "" : " (linked against the \(judged) SDK)"
      return make(.notAffected, "\(judged)\(linked) is outside \(issue.affected)")
    }
    let missing = issue.requiredTraits.subtracting(context.traits).sorted()
    guard missing.isEmpty else {
      return make(.notAffected, "needs " + missing.map(\.id).joined(separator: ", "))
    }
    if let bound = issue.unmetVersionBoundTrait(in: context) {
      return make(.notAffected, "needs \(bound.trait.id) on \(bound.versions)")
    }
    if let excluded = issue.excludedTrait(in: context) {
      return make(.notAffected, "does not occur with \(excluded.id)")
    }
    if !active.isEmpty {
      return make(.mitigated, "by " + active.map(\.rawValue).joined(separator: ", "))
    }
    if inactive.isEmpty { return make(.unmitigated, "no strategy is known") }
    return make(.unmitigated, "inactive: " + inactive.joined(separator: "; "))
  }
}
