import Strategies

/// Headless models of the containers affected by the catalogued defects.
public enum SimulationModule {}
