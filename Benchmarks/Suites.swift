import Bench
import Strategies

/// The benchmark suites navbench runs.
public enum Suites {}
