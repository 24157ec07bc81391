/// A variant against its control at one size: the ratio of medians of wall time per operation,
/// or, in a run that counted instructions, the exact ratio of instructions per operation.
public struct VariantComparison: Sendable, Equatable {
  /// The benchmark.
  public var benchmark: String
  /// The configuration label.
  public var configuration: String
  /// The size.
  public var size: Int
  /// The variant priced.
  public var variant: String
  /// The control it is compared against.
  public var control: String
  /// The metric compared: wall time per operation or instructions per operation.
  public var metric: Metric
  /// median(variant) / median(control) of the metric.
  public var ratio: Double
  /// A 95% bootstrap confidence interval for the ratio (the ratio itself for instructions).
  public var ci95: ConfidenceInterval
  /// The two-sided Mann–Whitney p-value; `nil` for instruction counts, which are exact and need
  /// none.
  public var pValue: Double?
  /// Faster, slower or the same.
  public var verdict: Verdict
  /// The variant's median per operation (nanoseconds, or instructions).
  public var variantMedian: Double
  /// The control's median per operation (nanoseconds, or instructions).
  public var controlMedian: Double
  /// The noise threshold the verdict used.
  public var noiseThreshold: Double
  /// The significance level the verdict used.
  public var significanceLevel: Double

  /// Creates a result.
  public init(
    benchmark: String, configuration: String, size: Int, variant: String, control: String,
    ratio: Double, ci95: ConfidenceInterval, pValue: Double?, verdict: Verdict,
    variantMedian: Double, controlMedian: Double, noiseThreshold: Double,
    significanceLevel: Double, metric: Metric = .wallNanosecondsPerOperation
  ) {
    self.metric = metric
    self.benchmark = benchmark
    self.configuration = configuration
    self.size = size
    self.variant = variant
    self.control = control
    self.ratio = ratio
    self.ci95 = ci95
    self.pValue = pValue
    self.verdict = verdict
    self.variantMedian = variantMedian
    self.controlMedian = controlMedian
    self.noiseThreshold = noiseThreshold
    self.significanceLevel = significanceLevel
  }
}

extension VariantComparison: Codable {
  /// Decodes a comparison; the configuration is read under the decoder's configuration key.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: AnyCodingKey.self)
    benchmark = try container.decode("benchmark")
    configuration =
      try container.decodeIfPresent(decoder.benchConfigurationKey.stringValue) ?? ""
    size = try container.decode("size")
    variant = try container.decode("variant")
    control = try container.decode("control")
    ratio = try container.decode("ratio_p50")
    ci95 = try container.decode("ci95")
    pValue = try container.decodeIfPresent("p_value")
    metric = try container.decodeIfPresent("metric") ?? .wallNanosecondsPerOperation
    verdict = try container.decode("verdict")
    variantMedian = try container.decode("variant_p50_ns")
    controlMedian = try container.decode("control_p50_ns")
    noiseThreshold = try container.decode("noise_threshold")
    significanceLevel = try container.decode("significance_level")
  }

  /// Encodes a comparison in the documented shape.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: AnyCodingKey.self)
    try container.encode(benchmark, forKey: AnyCodingKey("benchmark"))
    try container.encode(configuration, forKey: encoder.benchConfigurationKey)
    try container.encode(size, forKey: AnyCodingKey("size"))
    try container.encode(variant, forKey: AnyCodingKey("variant"))
    try container.encode(control, forKey: AnyCodingKey("control"))
    try container.encode(ratio, forKey: AnyCodingKey("ratio_p50"))
    try container.encode(ci95, forKey: AnyCodingKey("ci95"))
    try container.encodeOrNull(pValue, forKey: "p_value")
    try container.encode(metric, forKey: AnyCodingKey("metric"))
    try container.encode(verdict, forKey: AnyCodingKey("verdict"))
    try container.encode(variantMedian, forKey: AnyCodingKey("variant_p50_ns"))
    try container.encode(controlMedian, forKey: AnyCodingKey("control_p50_ns"))
    try container.encode(noiseThreshold, forKey: AnyCodingKey("noise_threshold"))
    try container.encode(significanceLevel, forKey: AnyCodingKey("significance_level"))
  }
}
