/// A general benchmark harness.
public enum BenchModule {}
