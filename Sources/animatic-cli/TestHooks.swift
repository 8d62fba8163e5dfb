import Animatic
import Foundation
import Synchronization

/// The file system the commands write through. Two variables exist for Animatic's own kill
/// and full-disk tests only:
/// - `ANIMATIC_TEST_STOP_AFTER_WRITES=N` ends the process without any clean-up, as a kill
///   would, just before its (N+1)-th change to files;
/// - `ANIMATIC_TEST_FULL_DISK_AFTER_WRITES=N` makes every file write after the N-th change fail
///   as a full disk does (ENOSPC).
func commandFileSystem(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> SafeFileSystem {
    let stopAfter = environment["ANIMATIC_TEST_STOP_AFTER_WRITES"].flatMap { Int($0) }
    let fullAfter = environment["ANIMATIC_TEST_FULL_DISK_AFTER_WRITES"].flatMap { Int($0) }
    guard stopAfter != nil || fullAfter != nil else { return SafeFileSystem() }
    let count = MutationCount()
    return SafeFileSystem { mutation in
        let n = count.next()
        if let stopAfter, n > stopAfter { _exit(137) }
        if let fullAfter, n > fullAfter, mutation.kind == .write {
            throw FileSystemError(errno: ENOSPC, "writing", mutation.path)
        }
    }
}

final class MutationCount: Sendable {
    private let value = Atomic<Int>(0)
    /// 1 for the first call, 2 for the second …
    func next() -> Int { value.add(1, ordering: .sequentiallyConsistent).newValue }
}
