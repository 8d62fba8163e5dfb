import AnimaticCore
import AnimaticStockViews
import Testing

/// UIKit's stock views are laid out from user values: their counts saturate, never trap.
@Suite struct StockViewLimitsTests {
    @Test func collectionLayoutWithATinyItemSizeDoesNotTrap() {
        var c = CollectionViewConfig()
        c.itemSize = Size(1e-300, 1e-300)
        c.interitemSpacing = 0
        // (375 − 32) / 1e-300 columns is far past Int: the count saturates.
        #expect(c.layout(width: 375).columns == Int.conversionLimit)
    }
}
