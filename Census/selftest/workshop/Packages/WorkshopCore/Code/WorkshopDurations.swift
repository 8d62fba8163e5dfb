// Census self-test: the local package's one file.
import Foundation

public enum WorkshopDurations {
    public static let base: TimeInterval = 0.25
}
