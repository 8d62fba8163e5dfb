import Foundation

// UIKit's pickers, as current apps' other files make them (docs/census.md, tenth step). What UIKit
// draws in them (the wheels, the compact date button) is not drawn in Animatic: each stays a plain
// view with the background the app gives it and is reported when it is on screen. No touch
// reaches a recording, so the selection is what the app sets.

/// `UIDatePicker`: the date and mode the app sets.
open class UIDatePicker: UIControl {
    /// Apple's raw values (`UIDatePickerMode`).
    public enum Mode: Int, Sendable { case time, date, dateAndTime, countDownTimer, yearAndMonth }
    /// Apple's raw values (`UIDatePickerStyle`, iOS 13.4).
    public enum Style: Int, Sendable { case automatic, wheels, compact, inline }
    override var drawnByUIKit: String? { "UIDatePicker's date and wheels" }
    open var datePickerMode: Mode = .dateAndTime
    open var preferredDatePickerStyle: Style = .automatic
    open var datePickerStyle: Style { preferredDatePickerStyle }
    /// Apple: "The default value is the date when the UIDatePicker object is created."
    open var date = Date()
    open var minimumDate: Date?
    open var maximumDate: Date?
    open var locale: Locale?
    open var calendar: Calendar = .current
    open var timeZone: TimeZone?
    open var minuteInterval = 1
    open var countDownDuration: TimeInterval = 0
    /// Kept as given: Apple documents the bounds as limiting what the wheels offer, not whether
    /// `date` itself is clamped to them.
    open func setDate(_ date: Date, animated: Bool) { self.date = date }
}

@preconcurrency @MainActor
public protocol UIPickerViewDataSource: AnyObject {
    func numberOfComponents(in pickerView: UIPickerView) -> Int
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}

/// The picker's delegate. Its methods are optional in UIKit; these defaults stand for a method the
/// app leaves out (nothing calls them in a recording: no wheel is drawn).
@preconcurrency @MainActor
public protocol UIPickerViewDelegate: AnyObject {
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?
    func pickerView(
        _ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int
    ) -> NSAttributedString?
    func pickerView(
        _ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?
    ) -> UIView
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat
}

extension UIPickerViewDelegate {
    public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        nil
    }
    public func pickerView(
        _ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int
    ) -> NSAttributedString? { nil }
    public func pickerView(
        _ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?
    ) -> UIView { view ?? UIView() }
    public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {}
    public func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat { 0 }
    public func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat { 0 }
}

/// `UIPickerView`: its components and rows are its data source's; the selected row per component is
/// what the app selects.
open class UIPickerView: UIView {
    override var drawnByUIKit: String? { "UIPickerView's wheels" }
    open weak var dataSource: UIPickerViewDataSource?
    open weak var delegate: UIPickerViewDelegate?
    open var showsSelectionIndicator = true
    private var selectedRows: [Int: Int] = [:]
    /// Apple: "The picker view fetches the value of this property from the data source".
    open var numberOfComponents: Int { dataSource?.numberOfComponents(in: self) ?? 0 }
    open func numberOfRows(inComponent component: Int) -> Int {
        dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0
    }
    /// Apple: "A zero-indexed number identifying the selected row, or -1 if no row is selected."
    open func selectedRow(inComponent component: Int) -> Int { selectedRows[component] ?? -1 }
    /// Apple's `didSelectRow` is "called by the picker view when the user selects a row", so a
    /// selection from code does not call it.
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) { selectedRows[component] = row }
    open func reloadAllComponents() {}
    open func reloadComponent(_ component: Int) {}
    open func view(forRow row: Int, forComponent component: Int) -> UIView? { nil }
    open func rowSize(forComponent component: Int) -> CGSize { .zero }
}
