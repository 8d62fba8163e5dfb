import AnimaticUIKit

// Swift 2's Grand Central Dispatch: the C functions SE-0088 ("Modernize libdispatch for Swift 3")
// replaced with `DispatchQueue` and `DispatchTime`. Only the main queue exists here, on the
// recording's clock, so `dispatch_after(dispatch_time(DISPATCH_TIME_NOW, …), dispatch_get_main_queue())`
// runs its block as `DispatchQueue.main.asyncAfter(deadline:)` does, at the caller's line.

/// `dispatch_time_t`: nanoseconds on the recording's clock; 0 is `DISPATCH_TIME_NOW`.
public typealias dispatch_time_t = UInt64
public let DISPATCH_TIME_NOW: dispatch_time_t = 0
public let DISPATCH_TIME_FOREVER: dispatch_time_t = .max
// NSEC_PER_SEC and the other time constants are AnimaticUIKit's (FoundationOnDarwin.swift).

/// `dispatch_time(when, delta)`: `delta` nanoseconds after `when` (now, for `DISPATCH_TIME_NOW`).
@MainActor
public func dispatch_time(_ when: dispatch_time_t, _ delta: Int64) -> dispatch_time_t {
    guard when != DISPATCH_TIME_FOREVER else { return when }
    let base = when == DISPATCH_TIME_NOW ? DispatchTime.now().uptimeNanoseconds : when
    let sum = Int64(clamping: base) + delta
    // The recording's start is 1 ns here, so a time is never read back as "now".
    return UInt64(max(1, sum))
}

@MainActor
public func dispatch_get_main_queue() -> DispatchQueue { .main }

@MainActor
public func dispatch_after(
    _ when: dispatch_time_t, _ queue: DispatchQueue, _ block: @escaping @MainActor () -> Void,
    file: String = #fileID, line: Int = #line, column: Int = #column
) {
    guard when != DISPATCH_TIME_FOREVER else { return }
    queue.asyncAfter(
        deadline: DispatchTime(uptimeNanoseconds: when), execute: block, file: file, line: line, column: column)
}

@MainActor
public func dispatch_async(
    _ queue: DispatchQueue, _ block: @escaping @MainActor () -> Void,
    file: String = #fileID, line: Int = #line, column: Int = #column
) {
    queue.async(execute: block, file: file, line: line, column: column)
}
