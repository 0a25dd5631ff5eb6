import MemoStore
import XCTest

/// `ProjectShare`'s write rules, which both engines ask with the shares they read.
final class ProjectShareWriteTests: XCTestCase {
    private func share(_ owner: String, _ project: String, _ role: ShareRole) -> ProjectShare {
        ProjectShare(owner: owner, project: project, grantee: "ann", role: role)
    }

    func test_aNewMemo_goesUnderTheFirstWritersShare_unlessTheUserOwnsTheProject() throws {
        let received = [share("bob", "garden", .reader), share("cid", "garden", .writer), share("dan", "work", .writer)]

        XCTAssertEqual(try ProjectShare.share(ofNewMemoIn: "garden.beds", among: received) { false }, received[1])
        XCTAssertNil(try ProjectShare.share(ofNewMemoIn: "garden", among: received) { true })
        XCTAssertNil(try ProjectShare.share(ofNewMemoIn: "gardening", among: received) { XCTFail("not asked"); return false })
    }

    func test_aNewMemo_inAProjectSharedOnlyAsReader_isRefused() {
        XCTAssertThrowsError(try ProjectShare.share(ofNewMemoIn: "garden", among: [share("bob", "garden", .reader)]) { false }) {
            XCTAssertEqual($0 as? ShareError, .readOnlyProject("garden", owner: "bob"))
        }
    }

    func test_onlyAWriterChanges_andNobodyButTheOwnerDeletes() {
        XCTAssertNil(ProjectShare.refusal(ofWriting: 7, owner: "bob", as: .writer, deleting: false))
        XCTAssertEqual(
            ProjectShare.refusal(ofWriting: 7, owner: "bob", as: .reader, deleting: false),
            .refused(memo: 7, owner: "bob", role: .reader, deleting: false))
        XCTAssertEqual(
            ProjectShare.refusal(ofWriting: 7, owner: "bob", as: .writer, deleting: true),
            .refused(memo: 7, owner: "bob", role: .writer, deleting: true))
    }
}
