import MemoStore
import XCTest
@testable import TodoRIBs

/// A page as a tree: children under their parent in the page's order, a child whose parent is
/// off the page at the top level, a deep chain without recursion, and a cycle (which a sync can
/// leave) shown once each rather than lost or looped.
final class MemoTreeTests: XCTestCase {
    func test_childrenFollowTheirParent_inThePagesOrder_andAnOrphanStaysWhereThePageHasIt() {
        let page = [memo(5, parent: 1), memo(9), memo(1), memo(7, parent: 99), memo(3, parent: 1), memo(4, parent: 3)]

        let rows = MemoTree.rows(of: page)

        XCTAssertEqual(rows.map(\.memo.id), [9, 1, 5, 3, 4, 7])
        XCTAssertEqual(rows.map(\.depth), [0, 0, 1, 1, 2, 0])
    }

    func test_order_givesPositionsInThePage_andNothingForAPageWithoutSubtasks() {
        let page = [memo(5, parent: 1), memo(9), memo(1)]

        let order = MemoTree.order(of: page)

        XCTAssertEqual(order?.map(\.index), [1, 2, 0])
        XCTAssertEqual(order?.map(\.depth), [0, 0, 1])
        XCTAssertNil(MemoTree.order(of: [memo(9), memo(1)]))
    }

    func test_aCycle_isShownOnceEach_andADeepChainKeepsItsDepth() {
        let cycle = MemoTree.rows(of: [memo(1, parent: 2), memo(2, parent: 3), memo(3, parent: 1)])
        var chain = [memo(1)]
        for id in 2...5_000 { chain.append(memo(Int64(id), parent: Int64(id - 1))) }

        let deep = MemoTree.rows(of: chain.reversed())

        XCTAssertEqual(Set(cycle.map(\.memo.id)), [1, 2, 3])
        XCTAssertEqual(cycle.count, 3)
        XCTAssertEqual(deep.last?.depth, 4_999)
        XCTAssertEqual(deep.count, 5_000)
    }

    // MARK: - Private

    private func memo(_ id: Int64, parent: Int64? = nil) -> Memo {
        Memo(id: id, uuid: uuid(id), title: "#\(id)", body: "", isDone: false, created: Timestamp(secondsSince1970: 0),
             updated: Timestamp(secondsSince1970: 0), parent: parent.map(uuid))
    }

    private func uuid(_ id: Int64) -> String {
        let digits = String(id)
        return "00000000-0000-7000-8000-" + String(repeating: "0", count: 12 - digits.count) + digits
    }
}
