extension CaseResult: Codable {
  /// Decodes a case; the configuration is read under the decoder's configuration key.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: AnyCodingKey.self)
    key = CaseKey(
      benchmark: try container.decode("benchmark"),
      configuration: try container.decodeIfPresent(
        decoder.benchConfigurationKey.stringValue) ?? "",
      variant: try container.decode("variant"),
      size: try container.decode("size"))
    tags = try container.decodeIfPresent("tags") ?? []
    let statusName: String = try container.decode("status")
    let reason: String? = try container.decodeIfPresent("reason")
    switch statusName {
    case "measured": status = .measured
    case "skipped": status = .skipped(reason: reason ?? "")
    case "failed": status = .failed(reason: reason ?? "")
    default:
      throw DecodingError.dataCorruptedError(
        forKey: AnyCodingKey("status"), in: container,
        debugDescription: "unknown status \"\(statusName)\" (expected measured, skipped or failed)")
    }
    operationsPerIteration = try container.decodeIfPresent("operations_per_iteration") ?? 1
    iterationsPerSample = try container.decodeIfPresent("iterations_per_sample") ?? 0
    sampleCount = try container.decode("samples")
    metrics = try container.decodeIfPresent("metrics")
    rawSamples = try container.decodeIfPresent("raw_samples") ?? []
    bareSamples = try container.decodeIfPresent("bare_samples") ?? []
    note = try container.decodeIfPresent("note")
    machine = try container.decodeIfPresent("machine")
  }

  /// Encodes a case in the documented shape; raw samples (and bare samples, where there are
  /// any) only when the encoder asks for them.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: AnyCodingKey.self)
    try container.encode(key.benchmark, forKey: AnyCodingKey("benchmark"))
    try container.encode(key.variant, forKey: AnyCodingKey("variant"))
    try container.encode(key.configuration, forKey: encoder.benchConfigurationKey)
    try container.encode(key.size, forKey: AnyCodingKey("size"))
    try container.encode(tags, forKey: AnyCodingKey("tags"))
    try container.encode(status.name, forKey: AnyCodingKey("status"))
    try container.encodeOrNull(status.reason.map(Self.clipped), forKey: "reason")
    try container.encode(sampleCount, forKey: AnyCodingKey("samples"))
    try container.encode(iterationsPerSample, forKey: AnyCodingKey("iterations_per_sample"))
    try container.encode(operationsPerIteration, forKey: AnyCodingKey("operations_per_iteration"))
    try container.encodeOrNull(metrics, forKey: "metrics")
    if let note { try container.encode(Self.clipped(note), forKey: AnyCodingKey("note")) }
    if let machine { try container.encode(machine, forKey: AnyCodingKey("machine")) }
    if encoder.userInfo[.benchIncludeRawSamples] as? Bool ?? false {
      try container.encode(rawSamples, forKey: AnyCodingKey("raw_samples"))
      if !bareSamples.isEmpty {
        try container.encode(bareSamples, forKey: AnyCodingKey("bare_samples"))
      }
    }
  }
}

extension CaseMetrics: Codable {
  /// Decodes metrics; a `null` metric is unavailable.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: AnyCodingKey.self)
    wall = try container.decodeIfPresent(Metric.wallNanosecondsPerOperation.rawValue)
    instructionsPerOperation = try container.decodeIfPresent(
      Metric.instructionsPerOperation.rawValue)
    retainsPerOperation = try container.decodeIfPresent(Metric.retainsPerOperation.rawValue)
    releasesPerOperation = try container.decodeIfPresent(Metric.releasesPerOperation.rawValue)
    cpu = try container.decodeIfPresent(Metric.cpuNanosecondsPerOperation.rawValue)
    allocationsPerOperation = try container.decodeIfPresent(
      Metric.allocationsPerOperation.rawValue)
    bytesPerOperation = try container.decodeIfPresent(Metric.bytesPerOperation.rawValue)
    peakBytes = try container.decodeIfPresent(Metric.peakBytes.rawValue)
    peakGrowthBytes = try container.decodeIfPresent("peak_growth_bytes")
    unavailableReasons = try container.decodeIfPresent("unavailable_reason") ?? [:]
  }

  /// Encodes every metric, `null` when unavailable, with the reasons in `unavailable_reason`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: AnyCodingKey.self)
    try container.encodeOrNull(wall, forKey: Metric.wallNanosecondsPerOperation.rawValue)
    try container.encodeOrNull(
      instructionsPerOperation, forKey: Metric.instructionsPerOperation.rawValue)
    try container.encodeOrNull(retainsPerOperation, forKey: Metric.retainsPerOperation.rawValue)
    try container.encodeOrNull(releasesPerOperation, forKey: Metric.releasesPerOperation.rawValue)
    try container.encodeOrNull(cpu, forKey: Metric.cpuNanosecondsPerOperation.rawValue)
    try container.encodeOrNull(
      allocationsPerOperation, forKey: Metric.allocationsPerOperation.rawValue)
    try container.encodeOrNull(bytesPerOperation, forKey: Metric.bytesPerOperation.rawValue)
    try container.encodeOrNull(peakBytes, forKey: Metric.peakBytes.rawValue)
    try container.encodeOrNull(peakGrowthBytes, forKey: "peak_growth_bytes")
    if !unavailableReasons.isEmpty {
      try container.encode(unavailableReasons, forKey: AnyCodingKey("unavailable_reason"))
    }
  }
}

extension CaseResult {
  /// The most Unicode scalars of free text (a reason, a note, a machine field) a run is written
  /// with (``Baseline/writtenTextLimit``).
  package static let writtenTextLimit = 600

  /// Free text as a run is written with it: at most ``writtenTextLimit`` Unicode scalars, then
  /// `…`, so that a file navbench writes is one it reads back.
  static func clipped(_ text: String) -> String {
    let limit = writtenTextLimit
    guard text.unicodeScalars.count > limit else { return text }
    var prefix = String.UnicodeScalarView()
    prefix.append(contentsOf: text.unicodeScalars.prefix(limit - 1))
    return String(prefix) + "…"
  }
}
