import XCTest
@testable import TodoRIBs

/// The parts of a full-screen window that hold no store: scrolling, the line typed in place,
/// the layout of regions, and widths.
@MainActor
final class FullScreenPartsTests: XCTestCase {
    func test_scrolling_keepsTheSelectionShown_andStopsAtTheEnds() async {
        var scrolling = ListScrolling()
        scrolling.resize(rows: 5, count: 12)

        scrolling.move(by: 6)
        XCTAssertEqual([scrolling.selected, scrolling.top], [6, 2])
        scrolling.page(by: 1)
        XCTAssertEqual([scrolling.selected, scrolling.top], [11, 7])
        scrolling.move(by: 3)
        XCTAssertEqual([scrolling.selected, scrolling.top], [11, 7])
        scrolling.jump(toFirst: true)
        XCTAssertEqual([scrolling.selected, scrolling.top], [0, 0])
        scrolling.move(by: -1)
        XCTAssertEqual([scrolling.selected, scrolling.top], [0, 0])
    }

    func test_scrolling_aListThatShrinks_movesTheSelectionOntoItsLastRow() async {
        var scrolling = ListScrolling()
        scrolling.resize(rows: 5, count: 12)
        scrolling.jump(toFirst: false)

        scrolling.resize(count: 3)

        XCTAssertEqual([scrolling.selected, scrolling.top], [2, 0])
    }

    func test_lineField_editsLikeALineEditor() async {
        var field = LineField(prompt: "add: ")
        for character in "Buy mlk" { _ = field.handle(.character(character)) }
        _ = field.handle(.left)
        _ = field.handle(.left)
        _ = field.handle(.character("i"))
        _ = field.handle(.character("\u{1B}"))
        _ = field.handle(.character("\u{202E}"))

        XCTAssertEqual(field.handle(.enter), .entered("Buy milk"))
        _ = field.handle(.character("\u{17}"))
        XCTAssertEqual(field.handle(.enter), .entered("Buy lk"))
        XCTAssertEqual(field.handle(.escape), .cancelled)
    }

    func test_layout_splitsOnlyAWideTerminal_andCoversTheListOnANarrowOne() async {
        let narrow = ScreenLayout.regions(for: 3, on: Region(rows: 24, columns: 80))
        let wide = ScreenLayout.regions(for: 3, on: Region(rows: 60, columns: 200))

        XCTAssertEqual(narrow.map(\.isCovered), [false, true, false])
        XCTAssertEqual(narrow[0].region, Region(row: 23, rows: 1, columns: 80))
        XCTAssertEqual(narrow[2].region, Region(rows: 23, columns: 80))
        XCTAssertEqual(wide.map(\.isCovered), [false, false, false])
        XCTAssertEqual(wide[1].region, Region(rows: 59, columns: 100))
        XCTAssertEqual(wide[2].region, Region(column: 100, rows: 59, columns: 100))
    }

    func test_displayWidthPrefix_countsWideCharactersAsTwoColumns_andNeverSplitsOne() async {
        XCTAssertEqual(DisplayWidth.prefix(of: "漢字abc", columns: 5), "漢字a")
        XCTAssertEqual(DisplayWidth.prefix(of: "漢字abc", columns: 3), "漢")
        XCTAssertEqual(DisplayWidth.prefix(of: "abc", columns: 0), "")
        XCTAssertEqual(DisplayWidth.prefix(of: "abcdef", columns: 4), "abcd")
        XCTAssertEqual(DisplayWidth.prefix(of: "abc", columns: 4), "abc")
        XCTAssertEqual(DisplayWidth.prefix(of: "ab漢字", columns: 3), "ab")
    }
}
