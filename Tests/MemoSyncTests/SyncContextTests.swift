import MemoStore
import MemoSync
import XCTest

final class SyncContextTests: XCTestCase {
    func test_contextsCommitWithTheMemos_aHubThatRefusesAContextKeepsNothingOfTheSync() throws {
        let stores = try SyncTestStores()
        let laptop = try TestMachine("laptop", in: stores)
        try laptop.sync()
        try stores.hubScript("""
            CREATE FUNCTION refuse_context() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN RAISE EXCEPTION 'contexts refused'; END $$;
            CREATE TRIGGER refuse_context BEFORE INSERT ON contexts FOR EACH ROW EXECUTE FUNCTION refuse_context();
            """)
        let memo = try laptop.add("Pay rent")
        try laptop.store.defineContext(MemoContext(name: "work", filterWords: ["project:work"]), for: laptop.user)

        XCTAssertThrowsError(try laptop.sync())
        XCTAssertEqual(try hubContents(stores), [:], "the memo went back with the context the hub refused")

        try stores.hubSQL("DROP TRIGGER refuse_context ON contexts")
        try laptop.sync()
        XCTAssertEqual(try hubContents(stores).keys.sorted(), [memo.uuid])
        let hub = try stores.hub()
        defer { hub.close() }
        XCTAssertEqual(try hub.contexts(for: try hub.logIn(userName: "alice")).all.map(\.name), ["work"])
        XCTAssertEqual(try laptop.sync().sent, 0, "nothing left to send")
    }
}
