// Census self-test (written for this project): the repository's other project, Swift 5.0 in more
// build configurations than the Shop project's 4.0.
import Foundation

enum StudioApp {
    static let name = "Studio"
}
