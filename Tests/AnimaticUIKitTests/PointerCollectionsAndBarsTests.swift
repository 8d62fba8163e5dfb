import Animatic
import AnimaticUIKit
import Foundation
import Testing

/// Foundation's pointer collections (weak and strong), the bar delegates, batch updates and the
/// expanded fitting size, which the eighth sample's apps name (docs/census.md, fifteenth step).
@MainActor
struct PointerCollectionsAndBarsTests {
    final class Pushed {}
    func pointer(_ object: AnyObject) -> UnsafeMutableRawPointer { Unmanaged.passUnretained(object).toOpaque() }

    @Test func aWeakPointerArrayReadsNullOnceItsObjectIsGoneAndCompactDropsIt() {
        let array = NSPointerArray(options: .weakMemory)
        let kept = Pushed()
        var gone: Pushed? = Pushed()
        array.addPointer(pointer(kept))
        array.addPointer(pointer(gone!))
        array.addPointer(nil)
        #expect(array.count == 3)
        gone = nil
        #expect(array.pointer(at: 0) == pointer(kept))
        #expect(array.pointer(at: 1) == nil, "a weakly held object that is gone reads as NULL")
        #expect(array.count == 3, "the slot stays until compact()")
        array.compact()
        #expect(array.count == 1 && array.allObjects.first as? Pushed === kept)
    }

    @Test func aStrongPointerArrayKeepsItsObjectsAndCountResizes() {
        let array = NSPointerArray.strongObjects()
        weak var held: Pushed?
        do {
            let object = Pushed()
            held = object
            array.addPointer(pointer(object))
        }
        #expect(held != nil, "held strongly")
        array.count = 3
        #expect(array.pointer(at: 2) == nil && array.count == 3)
        array.insertPointer(nil, at: 0)
        array.removePointer(at: 0)
        array.count = 0
        #expect(held == nil)
    }

    @Test func aWeakHashTableHoldsEachObjectOnceAndForgetsTheGone() {
        let table = NSHashTable<Pushed>.weakObjects()
        let a = Pushed()
        var b: Pushed? = Pushed()
        table.add(a)
        table.add(a)
        table.add(b)
        #expect(table.count == 2 && table.contains(a) && table.contains(b))
        b = nil
        #expect(table.count == 1 && table.allObjects.map { $0 === a } == [true])
        #expect(Array(table).count == 1)
        table.remove(a)
        #expect(table.count == 0 && table.anyObject == nil)
    }

    final class AttachedBarController: UIViewController, UINavigationBarDelegate {
        func position(for bar: any UIBarPositioning) -> UIBarPosition { .topAttached }
    }
    final class SilentDelegate: UIViewController, UINavigationBarDelegate {}

    @Test func aNavigationBarsPositionIsItsDelegatesAnswerOrTop() {
        let bar = UINavigationBar()
        #expect(bar.barPosition == .top)
        let controller = AttachedBarController()
        bar.delegate = controller
        #expect(bar.barPosition == .topAttached)
        let silent = SilentDelegate()
        bar.delegate = silent
        #expect(bar.barPosition == .any, "Objective-C's optional method unanswered: UIBarPositionAny")
        #expect(UIBarPosition.topAttached.rawValue == 3)
    }

    @Test func batchUpdatesRunTheirBlockThenTheCompletionWithTrue() {
        let collection = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        var steps: [String] = []
        collection.performBatchUpdates({ steps.append("updates") }, completion: { steps.append("done \($0)") })
        UITableView().performBatchUpdates(nil) { steps.append("table \($0)") }
        #expect(steps == ["updates", "done true", "table true"])
        #expect(UIView.layoutFittingExpandedSize == CGSize(width: 10000, height: 10000))
    }
}
