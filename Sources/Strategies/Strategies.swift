/// Workaround strategies for OS-version defects, selected per OS version.
public enum StrategiesModule {}
