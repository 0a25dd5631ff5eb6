import MemoStore
import XCTest
@testable import MemoInterchange

/// An exporter that streams memos into one output buffer (`MemoExportWriter.append`) writes the
/// bytes of `element` memo after memo, in every format, after whatever the buffer held.
final class ExportStreamingTests: XCTestCase {
    func test_appendingMemosIntoOneBuffer_writesTheElementsOneAfterAnother_inEveryFormat() {
        var random = RandomMemos(seed: 36)
        let memos = (1...200 as ClosedRange<Int64>).map { random.memo(id: $0) }
        for format in InterchangeFormat.allCases {
            // given: a buffer already holding output, with little room left
            var streaming = MemoExportWriter(format: format, timeZone: .utc)
            var buffer = Array("earlier output\n".utf8)
            buffer.reserveCapacity(buffer.count + 8)
            var elements = MemoExportWriter(format: format, timeZone: .utc)
            var expected = "earlier output\n"
            // when
            for memo in memos {
                streaming.append(memo, to: &buffer)
                expected += elements.element(memo)
            }
            // then
            XCTAssertEqual(String(decoding: buffer, as: UTF8.self), expected, format.rawValue)
            XCTAssertEqual(streaming.memosLosingFields, elements.memosLosingFields, format.rawValue)
        }
    }
}
