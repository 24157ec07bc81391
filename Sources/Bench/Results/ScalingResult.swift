/// How one variant's cost per operation grows with size: a log-log fit across its sizes.
public struct ScalingResult: Sendable, Equatable {
  /// The benchmark.
  public var benchmark: String
  /// The configuration label.
  public var configuration: String
  /// The variant.
  public var variant: String
  /// The metric fitted (the median of wall time per operation).
  public var metric: Metric
  /// The fitted exponent: cost per operation ∝ size^exponent.
  public var exponent: Double
  /// A 95% confidence interval for the exponent.
  public var ci95: ConfidenceInterval
  /// The growth class chosen by comparing fits.
  public var complexity: ComplexityClass
  /// R² of the log-log fit.
  public var rSquared: Double
  /// The fitted intercept, in natural-log units (cost ≈ e^intercept · size^exponent).
  public var intercept: Double
  /// The sizes fitted.
  public var sizes: [Int]

  /// Creates a result from a fit.
  public init(
    benchmark: String, configuration: String, variant: String, metric: Metric, fit: ScalingFit,
    sizes: [Int]
  ) {
    self.benchmark = benchmark
    self.configuration = configuration
    self.variant = variant
    self.metric = metric
    self.exponent = fit.exponent
    self.ci95 = fit.exponentCI95
    self.complexity = fit.complexity
    self.rSquared = fit.rSquared
    self.intercept = fit.intercept
    self.sizes = sizes
  }

  /// The fitted cost at a size.
  public func fittedCost(at size: Double) -> Double {
    ScalingFit.fittedCost(intercept: intercept, exponent: exponent, size: size)
  }
}

extension ScalingResult: Codable {
  /// Decodes a scaling result; the configuration is read under the decoder's configuration key.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: AnyCodingKey.self)
    benchmark = try container.decode("benchmark")
    configuration =
      try container.decodeIfPresent(decoder.benchConfigurationKey.stringValue) ?? ""
    variant = try container.decode("variant")
    metric = try container.decodeIfPresent("metric") ?? .wallNanosecondsPerOperation
    exponent = try container.decode("exponent")
    ci95 = try container.decode("ci95")
    complexity = try container.decode("class")
    rSquared = try container.decode("r_squared")
    intercept = try container.decode("intercept")
    sizes = try container.decode("sizes")
  }

  /// Encodes a scaling result in the documented shape.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: AnyCodingKey.self)
    try container.encode(benchmark, forKey: AnyCodingKey("benchmark"))
    try container.encode(variant, forKey: AnyCodingKey("variant"))
    try container.encode(configuration, forKey: encoder.benchConfigurationKey)
    try container.encode(metric, forKey: AnyCodingKey("metric"))
    try container.encode(exponent, forKey: AnyCodingKey("exponent"))
    try container.encode(ci95, forKey: AnyCodingKey("ci95"))
    try container.encode(complexity, forKey: AnyCodingKey("class"))
    try container.encode(rSquared, forKey: AnyCodingKey("r_squared"))
    try container.encode(intercept, forKey: AnyCodingKey("intercept"))
    try container.encode(sizes, forKey: AnyCodingKey("sizes"))
  }
}

/// Where one variant's fitted cost overtakes another's, within the sizes measured.
public struct CrossoverResult: Sendable, Equatable {
  /// The benchmark.
  public var benchmark: String
  /// The configuration label.
  public var configuration: String
  /// One variant.
  public var variant: String
  /// The other variant.
  public var other: String
  /// The size at which the fitted costs are equal.
  public var size: Double
  /// The variant whose fitted cost is lower below `size`.
  public var cheaperBelow: String
  /// The variant whose fitted cost is lower above `size`.
  public var cheaperAbove: String

  /// Creates a result.
  public init(
    benchmark: String, configuration: String, variant: String, other: String, size: Double,
    cheaperBelow: String, cheaperAbove: String
  ) {
    self.benchmark = benchmark
    self.configuration = configuration
    self.variant = variant
    self.other = other
    self.size = size
    self.cheaperBelow = cheaperBelow
    self.cheaperAbove = cheaperAbove
  }
}

extension CrossoverResult: Codable {
  /// Decodes a crossover; the configuration is read under the decoder's configuration key.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: AnyCodingKey.self)
    benchmark = try container.decode("benchmark")
    configuration =
      try container.decodeIfPresent(decoder.benchConfigurationKey.stringValue) ?? ""
    variant = try container.decode("variant")
    other = try container.decode("other")
    size = try container.decode("size")
    cheaperBelow = try container.decode("cheaper_below")
    cheaperAbove = try container.decode("cheaper_above")
  }

  /// Encodes a crossover.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: AnyCodingKey.self)
    try container.encode(benchmark, forKey: AnyCodingKey("benchmark"))
    try container.encode(configuration, forKey: encoder.benchConfigurationKey)
    try container.encode(variant, forKey: AnyCodingKey("variant"))
    try container.encode(other, forKey: AnyCodingKey("other"))
    try container.encode(size, forKey: AnyCodingKey("size"))
    try container.encode(cheaperBelow, forKey: AnyCodingKey("cheaper_below"))
    try container.encode(cheaperAbove, forKey: AnyCodingKey("cheaper_above"))
  }
}
