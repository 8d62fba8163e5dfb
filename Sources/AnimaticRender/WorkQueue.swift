import Synchronization

/// The error of the lowest-numbered item that failed.
final class EarliestFailure: Sendable {
    private let earliest = Mutex<(index: Int, error: any Error)?>(nil)

    func record(_ error: any Error, at index: Int) {
        earliest.withLock { current in
            if current.map({ index < $0.index }) ?? true { current = (index, error) }
        }
    }

    func hasFailed(before index: Int) -> Bool { earliest.withLock { $0.map { $0.index < index } ?? false } }

    var error: (any Error)? { earliest.withLock { $0?.error } }
}

/// Hands out 0, 1, 2 … to workers.
final class NextIndex: Sendable {
    private let next = Mutex(0)

    func take() -> Int {
        next.withLock { index in
            defer { index += 1 }
            return index
        }
    }
}

/// Results written from concurrent workers, each into its own slot.
final class ResultSlots<R: Sendable>: Sendable {
    private let slots: Mutex<[R?]>

    init(count: Int) { slots = Mutex(Array(repeating: nil, count: count)) }

    func set(_ index: Int, _ value: sending R) { slots.withLock { $0[index] = value } }

    /// Every slot's value; call once all were set.
    func values() -> [R] { slots.withLock { $0.map { $0! } } }
}
