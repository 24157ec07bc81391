/// A case between warm-up and its last sample.
struct ActiveCase {
  let key: CaseKey
  var workload: Workload
  let operations: Int
  let iterations: Int
  var plannedSamples: Int
  var samples: [RawSample] = []
  /// Bare samples (``RunSettings/bareReference``), one a round.
  var bareSamples: [RawSample] = []
  var spentNanoseconds: Double
  /// The case's time budget in nanoseconds: the settings', or more when one sample did not fit
  /// it (see ``Runner/raisedBudget(spent:sampleTime:planned:)``).
  var budgetNanoseconds: Double
  var peakBytes: UInt64?
  var peakGrowthBytes: UInt64?
  var peakUnavailableReason: String?
  var note: String?
  var arc: (retains: Double, releases: Double)?
  var variant: Variant?
  var block = 0
}

/// The thread's CPU time at the end of the last sample, and the wall clock just after it was
/// read: where the next sample's CPU time starts (see ``Runner/takeSample(_:chain:)``).
struct CPUTimeChain {
  /// The CPU clock's reading, in nanoseconds.
  var cpu: UInt64
  /// The wall clock's reading just after it, in nanoseconds.
  var wall: UInt64
}

/// What a case's warm-up found: the time of one iteration, the iterations of its last round,
/// the time it spent, and the case's budget (raised, with a note, when one iteration is already
/// longer than the fewest samples allow).
struct WarmUpTiming {
  /// The iterations of the last timed round.
  var iterations = 1
  /// One iteration's time, in nanoseconds.
  var perIteration = 0.0
  /// The time spent so far, in nanoseconds.
  var spent = 0.0
  /// The case's budget, in nanoseconds.
  var budget: Double
  /// Why the budget was raised, if it was.
  var budgetNote: String?
}

/// A case's warm-up, timed, or the reason it is skipped.
enum WarmUpOutcome {
  case timed(WarmUpTiming)
  case skipped(String)
}

/// A case's samples: iterations in each, how many, and the budget they fit.
struct SamplePlan {
  /// Iterations per sample.
  var iterations: Int
  /// The number of samples.
  var samples: Int
  /// The case's budget, in nanoseconds.
  var budget: Double
  /// Why the budget was raised, if it was.
  var budgetNote: String?
}

/// A case's sample plan, or the reason it is skipped.
enum SamplePlanOutcome {
  case planned(SamplePlan)
  case skipped(String)
}

/// What happened to a case during setup and warm-up.
enum Preparation {
  case ready(ActiveCase)
  case finished(CaseStatus)
}

extension Runner {
  /// Prepares a variant (untimed), warms it up, chooses iterations per sample and the number of
  /// samples the budget allows, and reads its peak memory.
  func prepareAndWarmUp(_ variant: Variant, key: CaseKey, size: Int, operations: Int)
    -> Preparation
  {
    var peakBase: UInt64?
    var peakProblem: String? = measurement.peakMemory.unavailableReason
    let probe = settings.measurePeakMemory ? measurement.peakMemory.reader : nil
    if !settings.measurePeakMemory { peakProblem = "peak memory not measured (disabled)" }
    if let probe {
      do { peakBase = try probe.reset() } catch { peakProblem = "reset failed: \(error)" }
    }
    let workload: Workload
    do {
      workload = try variant.prepare(size)
    } catch let skip as CaseNotApplicable {
      return .finished(.skipped(reason: skip.description))
    } catch {
      return .finished(.failed(reason: "prepare threw: \(error)"))
    }
    let timing: WarmUpTiming
    let plan: SamplePlan
    switch warmUpAndTime(workload, key: key) {
    case .skipped(let reason):
      workload.teardown?()
      return .finished(.skipped(reason: reason))
    case .timed(let timed):
      timing = timed
    }
    switch planSamples(after: timing, key: key) {
    case .skipped(let reason):
      workload.teardown?()
      return .finished(.skipped(reason: reason))
    case .planned(let planned):
      plan = planned
    }
    var state = ActiveCase(
      key: key, workload: workload, operations: operations, iterations: plan.iterations,
      plannedSamples: plan.samples, spentNanoseconds: timing.spent,
      budgetNanoseconds: plan.budget)
    if let probe, peakBase != nil {
      do {
        let peak = try probe.readPeak()
        state.peakBytes = peak
        state.peakGrowthBytes = peak > peakBase! ? peak - peakBase! : 0
      } catch {
        peakProblem = "read failed: \(error)"
      }
    }
    state.peakUnavailableReason = state.peakBytes == nil ? peakProblem : nil
    if let budgetNote = plan.budgetNote {
      state.note = budgetNote
    } else if plan.samples < settings.samples {
      state.note = "\(plan.samples) of \(settings.samples) samples fit the time budget"
    }
    return .ready(state)
  }

  /// Warms a prepared workload up and times one iteration: the fixed warm-up, the counts handed
  /// over by an earlier fork, or rounds of growing iterations until a round is as long as a
  /// sample and the warm-up time is spent.
  ///
  /// - Returns: The timing, or why the case is skipped (a fixed count the budget cannot afford,
  ///   an iteration longer than the budget allows the fewest samples).
  func warmUpAndTime(_ workload: Workload, key: CaseKey) -> WarmUpOutcome {
    let minimumSample = settings.minSampleTime * 1e6
    let budget = settings.timeBudgetPerCase * 1e9
    var timing = WarmUpTiming(budget: budget)
    var warmup = settings.warmup * 1e6
    // Iterations fixed by the settings or handed over by an earlier fork.
    let fixedCount = fixedIterations[key] ?? settings.iterations
    var iterations = fixedCount ?? 1
    var calibrated = fixedCount != nil
    var rounds = 0
    if let reason = runFixedWarmUp(workload, key: key, budget: budget, spent: &timing.spent) {
      return .skipped(reason)
    }
    if settings.warmupIterations != nil { warmup = 0 }
    // Counts from an earlier fork: a quarter of a sample warms up, and times the iteration.
    let handedOver = settings.warmupIterations == nil ? fixedIterations[key] : nil
    if let counted = handedOver {
      let quarter = max(1, counted / 4)
      let elapsed = time(workload, iterations: quarter)
      timing.spent += elapsed
      timing.perIteration = elapsed / Double(quarter)
    }
    while handedOver == nil {
      let elapsed = time(workload, iterations: iterations)
      timing.spent += elapsed
      rounds += 1
      timing.perIteration = elapsed / Double(iterations)
      if iterations == 1 && timing.perIteration * Double(settings.minimumSamples) > budget {
        // One iteration is already a sample: the budget grows to fit the fewest samples,
        // unless the caller fixed the counts (then the case is skipped, as the caller asked).
        guard !countsFixedByCaller,
          let raised = raisedBudget(
            spent: timing.spent, sampleTime: timing.perIteration,
            planned: settings.minimumSamples)
        else {
          return .skipped(
            "one iteration takes \(Format.trimmingZeros(Format.duration(nanoseconds: timing.perIteration))); budget "
              + "\(budgetText) for "
              + "\(settings.minimumSamples) samples" + beyondGrowth)
        }
        timing.budget = raised.budget
        timing.budgetNote = raised.note
        break
      }
      if elapsed >= minimumSample * 0.9 { calibrated = true }
      if calibrated && timing.spent >= warmup { break }
      if fixedCount != nil && rounds >= 1 { break }
      if timing.spent >= budget / 2 || rounds >= 1_000 { break }
      if !calibrated { iterations = nextIterations(iterations, elapsed, minimumSample) }
    }
    timing.iterations = iterations
    return .timed(timing)
  }

  /// Runs the warm-up the caller fixed (`warmupIterations`), after timing fixed counts on a
  /// short probe, so that a count the budget cannot afford skips the case instead of running
  /// for as long as it asks.
  ///
  /// - Returns: Why the case is skipped, or `nil`.
  func runFixedWarmUp(_ workload: Workload, key: CaseKey, budget: Double, spent: inout Double)
    -> String?
  {
    let fixedSample = fixedIterations[key] == nil ? settings.iterations : nil
    let fixedWarmup = settings.warmupIterations ?? 0
    if fixedSample != nil || fixedWarmup > 0 {
      let probe = probeIterationTime(
        workload, budget: budget, limit: max(fixedSample ?? 0, fixedWarmup))
      spent += probe.spent
      if let reason = unaffordableFixedCount(
        perIteration: probe.perIteration, warmup: fixedWarmup, sample: fixedSample)
      {
        return reason
      }
    }
    // A fixed warm-up replaces the warm-up time; run in chunks, it stops when the budget is
    // spent (an iteration may cost more than the probe's).
    if let fixed = settings.warmupIterations, fixed > 0,
      let reason = warmUp(workload, iterations: fixed, budget: budget, spent: &spent)
    {
      return reason
    }
    return nil
  }

  /// The iterations per sample and the number of samples the case's budget affords after its
  /// warm-up, the budget growing (with a note) when fewer than the fewest samples fit.
  ///
  /// - Returns: The plan, or why the case is skipped (not even the fewest samples fit).
  func planSamples(after timing: WarmUpTiming, key: CaseKey) -> SamplePlanOutcome {
    let minimumSample = settings.minSampleTime * 1e6
    let fixedCount = fixedIterations[key] ?? settings.iterations
    let perIteration = timing.perIteration
    var plan = SamplePlan(
      iterations: fixedCount
        ?? (perIteration > 0
          ? max(1, Int(min((minimumSample / perIteration).rounded(.up), 1e12)))
          : timing.iterations),
      samples: 0, budget: timing.budget, budgetNote: timing.budgetNote)
    let sampleTime = perIteration * Double(plan.iterations)
    var remaining = plan.budget - timing.spent
    var affordable = sampleTime > 0 ? Int(min(remaining / sampleTime, 1e9)) : settings.samples
    if affordable < settings.minimumSamples, !countsFixedByCaller,
      let raised = raisedBudget(
        spent: timing.spent, sampleTime: sampleTime, planned: settings.minimumSamples)
    {
      // Fewer samples than the fewest a verdict needs: the budget grows to fit them, and the
      // case says so, instead of being skipped.
      plan.budget = raised.budget
      plan.budgetNote = raised.note
      remaining = plan.budget - timing.spent
      affordable = settings.minimumSamples
    }
    plan.samples = min(settings.samples, affordable)
    guard plan.samples >= settings.minimumSamples else {
      return .skipped(
        "one sample takes \(Format.trimmingZeros(Format.duration(nanoseconds: sampleTime))) "
          + "(\(plan.iterations) iterations); budget "
          + "\(budgetText) leaves "
          + "\(Format.duration(nanoseconds: max(remaining, 0))) after warm-up for "
          + "\(settings.minimumSamples) samples" + beyondGrowth)
    }
    return .planned(plan)
  }

  /// The most a case's budget may grow, as a multiple of ``RunSettings/timeBudgetPerCase``, so
  /// that its fewest samples fit: beyond it the case is skipped, saying what it would need.
  static let maximumBudgetGrowth = 100.0

  /// Why a case the budget cannot fit is skipped although budgets grow: empty when the caller
  /// fixed the counts (the reason already names them).
  var beyondGrowth: String {
    countsFixedByCaller
      ? ""
      : " (more than \(Int(Self.maximumBudgetGrowth))× the budget would be needed: give a "
        + "larger --time-budget)"
  }

  /// Whether the caller fixed the iterations or the warm-up (`--iterations`,
  /// `--warmup-iterations`): then a case that cannot fit its budget is skipped as before, since
  /// the caller chose the counts; otherwise its budget grows instead.
  var countsFixedByCaller: Bool {
    settings.iterations != nil || settings.warmupIterations != nil
  }

  /// The budget (nanoseconds) that fits `planned` samples of `sampleTime` after `spent`, and the
  /// note that says so; `nil` when it would exceed ``maximumBudgetGrowth`` times the budget.
  func raisedBudget(spent: Double, sampleTime: Double, planned: Int)
    -> (budget: Double, note: String)?
  {
    let budget = settings.timeBudgetPerCase * 1e9
    let needed = spent + sampleTime * Double(planned) * 1.05
    guard needed <= budget * Self.maximumBudgetGrowth else { return nil }
    func about(_ nanoseconds: Double) -> String {
      Format.trimmingZeros(Format.duration(nanoseconds: nanoseconds))
    }
    return (
      needed,
      "budget raised from \(budgetText) to \(about(needed)) for \(planned) samples of "
        + about(sampleTime)
    )
  }

  /// The time budget per case as messages give it (`2 s`).
  var budgetText: String {
    Format.trimmingZeros(Format.duration(seconds: settings.timeBudgetPerCase))
  }

  /// Times runs of 1, 10, 100, … iterations (never more than `limit`) until one takes at least
  /// 1 ms (or a hundredth of the budget, when less): the time per iteration that fixed counts
  /// are checked against. Each run is at most ten times the last, so the probe costs about ten
  /// times its target, or `limit` iterations.
  func probeIterationTime(_ workload: Workload, budget: Double, limit: Int)
    -> (perIteration: Double, spent: Double)
  {
    let target = min(1e6, budget / 100)
    var iterations = 1
    var spent = 0.0
    while true {
      let elapsed = time(workload, iterations: iterations)
      spent += elapsed
      if elapsed >= target || iterations >= limit || spent >= budget {
        return (elapsed / Double(iterations), spent)
      }
      iterations = min(iterations * 10, limit)
    }
  }

  /// Why a fixed warm-up or fixed iterations per sample cannot fit the case's budget at
  /// `perIteration` nanoseconds an iteration, or `nil` when they can.
  func unaffordableFixedCount(perIteration: Double, warmup: Int, sample: Int?) -> String? {
    let budget = settings.timeBudgetPerCase * 1e9
    func about(_ nanoseconds: Double) -> String {
      Format.trimmingZeros(Format.duration(nanoseconds: nanoseconds))
    }
    let warmupTime = perIteration * Double(warmup)
    if warmupTime > budget {
      return "--warmup-iterations \(warmup) would take about \(about(warmupTime)); the budget is "
        + "\(budgetText) a case"
    }
    if let sample {
      let sampleTime = perIteration * Double(sample)
      // One sample's worth is run once to time it, then the samples.
      if warmupTime + sampleTime * Double(settings.minimumSamples + 1) > budget {
        return "--iterations \(sample) would take about \(about(sampleTime)) a sample; the budget "
          + "is \(budgetText) a case, for \(settings.minimumSamples) samples and the run that "
          + "times them" + (warmup > 0 ? ", after a warm-up of about \(about(warmupTime))" : "")
      }
    }
    return nil
  }

  /// Runs a fixed warm-up of `iterations` in chunks of about a tenth of the budget each,
  /// adding the time to `spent`; returns why it stopped early when the budget ran out.
  func warmUp(_ workload: Workload, iterations: Int, budget: Double, spent: inout Double)
    -> String?
  {
    var done = 0
    var chunk = 1
    while done < iterations {
      let count = min(chunk, iterations - done)
      let elapsed = time(workload, iterations: count)
      spent += elapsed
      done += count
      if done < iterations && spent >= budget {
        return "--warmup-iterations \(iterations): stopped after \(done) iterations, when the "
          + "budget of \(budgetText) "
          + "a case was spent"
      }
      // Aim the next chunk at a tenth of the budget, growing at most tenfold.
      let perIteration = elapsed / Double(count)
      let aimed = perIteration > 0 ? budget / 10 / perIteration : Double(count) * 10
      chunk = max(1, Int(min(aimed, Double(count) * 10, Double(1 << 40))))
    }
    return nil
  }

  /// The next warm-up iteration count: aim at the minimum sample time, growing at most 100-fold
  /// and at least by one.
  private func nextIterations(_ iterations: Int, _ elapsed: Double, _ target: Double) -> Int {
    let cap = 1 << 40
    guard elapsed > 0 else { return min(iterations * 10, cap) }
    let aimed = Double(iterations) * target * 1.05 / elapsed
    let bounded = min(max(aimed, Double(iterations) + 1), Double(iterations) * 100, Double(cap))
    return Int(bounded)
  }

  /// Times `iterations` iterations on the wall clock only (warm-up).
  private func time(_ workload: Workload, iterations: Int) -> Double {
    let start = measurement.wallClock()
    workload.run(iterations)
    let end = measurement.wallClock()
    return Double(end &- start)
  }

  /// The longest wall time, in nanoseconds, between a sample (or ``startCPUChain()``) and the
  /// next for the next to take its starting CPU time from the last one's end: the samples of a
  /// round follow each other within microseconds of bookkeeping, so a longer gap means the
  /// thread was preempted there, and the next sample reads the CPU clock before it starts.
  static let longestCPUChainGap: UInt64 = 100_000

  /// A CPU-time reading to start the next sample's CPU time from (see ``takeSample(_:chain:)``),
  /// taken before a round of samples; `nil` when CPU time is not measured.
  func startCPUChain() -> CPUTimeChain? {
    guard settings.measureCPUTime, let cpuClock = measurement.cpuClock.reader else { return nil }
    let cpu = cpuClock()
    return CPUTimeChain(cpu: cpu, wall: measurement.wallClock())
  }

  /// Takes one sample. The allocation readings bracket the wall-clock readings, so that their
  /// cost stays outside the wall-time region; the CPU clock is read after the sample only.
  ///
  /// A CPU-time reading just before the timed region slows the sample after it, although the
  /// reading is outside the region: on the machine navbench is built on, about twice as many
  /// samples ran over 5% slower than their process's fastest as of the same workload timed
  /// bare beside them (`navbench run --bare-reference`), where a plain system call before the
  /// region cost nothing. So a sample's CPU time starts from the reading that
  /// ended the sample before it (`chain`), less the wall time between the two: the few
  /// microseconds of bookkeeping between samples, which run on the CPU. Where that gap is
  /// longer than ``longestCPUChainGap`` (the thread was preempted there), or there is no
  /// earlier reading, the sample reads the CPU clock before it starts, as it otherwise would.
  func takeSample(_ state: inout ActiveCase, chain: inout CPUTimeChain?) {
    let allocations = measurement.allocations.reader
    let cpuClock = settings.measureCPUTime ? measurement.cpuClock.reader : nil
    let allocationsBefore = allocations?()
    var cpuBefore: UInt64?
    var link: CPUTimeChain?
    if let cpuClock {
      if let last = chain, measurement.wallClock() &- last.wall <= Self.longestCPUChainGap {
        link = last
        cpuBefore = last.cpu
      } else {
        cpuBefore = cpuClock()
      }
    }
    let wallBefore = measurement.wallClock()
    state.workload.run(state.iterations)
    let wallAfter = measurement.wallClock()
    let cpuAfter = cpuClock?()
    if let cpuAfter { chain = CPUTimeChain(cpu: cpuAfter, wall: measurement.wallClock()) }
    let allocationsAfter = allocations?()
    let wall = wallAfter &- wallBefore
    var sample = RawSample(iterations: state.iterations, wallNanoseconds: wall)
    if settings.blocks > 1 { sample.block = state.block }
    if let cpuBefore, let cpuAfter {
      let elapsed = cpuAfter &- cpuBefore
      // The bookkeeping since the last reading ran on the CPU for as long as it took.
      let gap = link.map { wallBefore &- $0.wall } ?? 0
      sample.cpuNanoseconds = elapsed > gap ? elapsed - gap : 0
    }
    if let allocationsBefore, let allocationsAfter {
      sample.allocations = allocationsAfter.count &- allocationsBefore.count
      sample.allocatedBytes = allocationsAfter.bytes &- allocationsBefore.bytes
    }
    state.samples.append(sample)
    state.spentNanoseconds += Double(wall)
    let overrun = state.spentNanoseconds > state.budgetNanoseconds * 1.5
    if overrun && state.samples.count >= settings.minimumSamples
      && state.samples.count < state.plannedSamples
    {
      state.plannedSamples = state.samples.count
      state.note = "stopped at \(state.samples.count) samples: the time budget was overrun"
    }
  }

  /// Takes one bare sample (``RunSettings/bareReference``): the sample's iterations between two
  /// readings of the wall clock, nothing before them. Its time is not charged to the case's
  /// budget, so that the samples are the same with the reference or without. After it, the
  /// CPU clock is read for `chain` alone (not kept), so that the next sample's CPU time can
  /// start from there.
  func takeBareSample(_ state: inout ActiveCase, chain: inout CPUTimeChain?) {
    let start = measurement.wallClock()
    state.workload.run(state.iterations)
    let end = measurement.wallClock()
    if chain != nil { chain = startCPUChain() }
    var sample = RawSample(iterations: state.iterations, wallNanoseconds: end &- start)
    if settings.blocks > 1 { sample.block = state.block }
    state.bareSamples.append(sample)
  }

  /// Starts an independent block: the workload is torn down, prepared again and warmed up with
  /// a quarter of a sample's iterations (untimed), so that a block sees a fresh allocation as a
  /// fresh run would. A `prepare` that now throws keeps the old workload.
  func startBlock(_ state: inout ActiveCase, block: Int, size: Int) {
    state.block = block
    guard let variant = state.variant, state.samples.count < state.plannedSamples else { return }
    if let fresh = try? variant.prepare(size) {
      state.workload.teardown?()
      state.workload = fresh
    }
    let start = measurement.wallClock()
    state.workload.run(max(1, state.iterations / 4))
    state.spentNanoseconds += Double(measurement.wallClock() &- start)
  }

  /// Summarises a sampled case.
  func result(for state: ActiveCase, tags: [String]) -> CaseResult {
    let operationsPerSample = Double(state.iterations * state.operations)
    let totalOperations = operationsPerSample * Double(state.samples.count)
    let wall = state.samples.map { Double($0.wallNanoseconds) / operationsPerSample }
    let cpu = state.samples.compactMap(\.cpuNanoseconds).map { Double($0) / operationsPerSample }
    let allocations = state.samples.compactMap(\.allocations)
    let bytes = state.samples.compactMap(\.allocatedBytes)
    var reasons: [String: String] = [:]
    let cpuSummary = cpu.count == wall.count ? SampleSummary(samples: cpu) : nil
    if cpuSummary == nil {
      reasons[Metric.cpuNanosecondsPerOperation.rawValue] =
        settings.measureCPUTime
        ? measurement.cpuClock.unavailableReason ?? "no CPU time read"
        : "CPU time not measured (disabled)"
    }
    let counted = allocations.count == wall.count
    if !counted {
      let reason = measurement.allocations.unavailableReason ?? "no allocation counts read"
      reasons[Metric.allocationsPerOperation.rawValue] = reason
      reasons[Metric.bytesPerOperation.rawValue] = reason
    }
    if state.peakBytes == nil {
      reasons[Metric.peakBytes.rawValue] = state.peakUnavailableReason ?? "peak memory not read"
    }
    if state.arc == nil {
      let reason =
        measurement.retainsAndReleases.unavailableReason ?? "retains and releases not counted"
      reasons[Metric.retainsPerOperation.rawValue] = reason
      reasons[Metric.releasesPerOperation.rawValue] = reason
    }
    var wallSummary = SampleSummary(samples: wall)
    if let medians = BlockStatistics.blockMedians(wall, blocks: state.samples.map(\.block)) {
      wallSummary.ci95 = wallSummary.ci95.union(
        BlockStatistics.nextRunInterval(
          center: wallSummary.p50, blockMedians: medians, priorRelativeVariance: nil,
          drift: settings.runDrift))
    }
    let metrics = CaseMetrics(
      wall: wallSummary, cpu: cpuSummary,
      allocationsPerOperation: counted ? Double(allocations.reduce(0, +)) / totalOperations : nil,
      bytesPerOperation: counted ? Double(bytes.reduce(0, +)) / totalOperations : nil,
      peakBytes: state.peakBytes, peakGrowthBytes: state.peakGrowthBytes,
      retainsPerOperation: state.arc?.retains, releasesPerOperation: state.arc?.releases,
      unavailableReasons: reasons)
    var result = CaseResult(
      key: state.key, tags: tags, status: .measured, operationsPerIteration: state.operations,
      iterationsPerSample: state.iterations, sampleCount: state.samples.count, metrics: metrics,
      rawSamples: state.samples, note: state.note)
    result.bareSamples = state.bareSamples
    return result
  }
}
