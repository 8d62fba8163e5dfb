// Census self-test: the local pod's one file, which needs the local package's WorkshopCore.
import Foundation
import WorkshopCore

public enum WorkshopTiming {
    public static let curtain: TimeInterval = WorkshopDurations.base * 2
}
