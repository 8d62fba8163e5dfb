import Animatic
import AnimaticUIKit
import Testing

/// A grid controller as apps write it (the users' census): data source and flow-layout delegate
/// in extensions, one of the flow layout's answers given, the others UIKit's defaults.
@MainActor
struct CollectionViewDataSourceTests {
    final class Grid: UIViewController {}

    @Test func aGridControllersProtocolsAnswerAsUIKitDefaultsThem() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 90, height: 60)
        layout.minimumLineSpacing = 7
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 568), collectionViewLayout: layout)
        let grid = Grid()
        collection.dataSource = grid
        collection.delegate = grid
        let path = IndexPath(item: 3, section: 0)
        // The app's answers.
        #expect(grid.collectionView(collection, numberOfItemsInSection: 0) == 10)
        #expect(grid.collectionView(collection, layout: layout, sizeForItemAt: path) == CGSize(width: 160, height: 120))
        // UIKit's defaults: one section, the layout's spacing and insets, selectable items.
        #expect(grid.numberOfSections(in: collection) == 1)
        #expect(grid.collectionView(collection, layout: layout, minimumLineSpacingForSectionAt: 0) == 7)
        #expect(grid.collectionView(collection, layout: layout, insetForSectionAt: 0) == .zero)
        #expect(grid.collectionView(collection, shouldSelectItemAt: path))
    }

    @Test func aFlowLayoutDelegateWithoutAnswersGivesTheLayoutsItemSize() {
        final class Plain: NSObject, UICollectionViewDelegateFlowLayout {}
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 33, height: 44)
        let collection = UICollectionView(frame: .zero, collectionViewLayout: layout)
        let size = Plain().collectionView(collection, layout: layout, sizeForItemAt: IndexPath(item: 0, section: 0))
        #expect(size == CGSize(width: 33, height: 44))
    }

    @Test func aDequeuedCellOutsideARecordingIsAPlainCell() {
        let collection = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let cell = collection.dequeueReusableCell(withReuseIdentifier: "cell", for: IndexPath(item: 0, section: 0))
        #expect(type(of: cell) == UICollectionViewCell.self && cell.frame == .zero)
    }

    @Test func aRegisteredSubclassDequeuedInARecordingIsReported() throws {
        final class Photo: UICollectionViewCell {}
        var line = 0
        do {
            _ = try record { context in
                context.containerView.addSubview(context.view(forKey: .to)!)
                let collection = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
                collection.register(Photo.self, forCellWithReuseIdentifier: "photo")
                line = #line + 1
                _ = collection.dequeueReusableCell(withReuseIdentifier: "photo", for: IndexPath(item: 0, section: 0))
                context.completeTransition(true)
            }
            Issue.record("dequeuing a registered subclass was not reported")
        } catch let error as RecordingError {
            #expect(error.problems.count == 1)
            #expect(error.problems.first?.location.line == line)
            #expect(error.problems.first?.message.contains("not the registered or storyboard cell") == true)
        }
    }
}

extension CollectionViewDataSourceTests.Grid: UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 10 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
}

extension CollectionViewDataSourceTests.Grid: UICollectionViewDelegateFlowLayout {
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        CGSize(width: collectionView.bounds.width / 2, height: collectionView.bounds.width / 2 * 0.75)
    }
}
