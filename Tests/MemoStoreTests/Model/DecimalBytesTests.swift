import MemoStore
import XCTest

final class DecimalBytesTests: XCTestCase {
    func test_appendDecimal_matchesSwiftsOwnDecimalText() {
        for value: Int64 in [0, 7, 10, 42, 99, 100, 1_000_000, -1, -10, -987, .max, .min] {
            var bytes: [UInt8] = [UInt8(ascii: "x")]
            bytes.appendDecimal(value)
            XCTAssertEqual(String(decoding: bytes, as: UTF8.self), "x\(value)")
        }
    }

    func test_appendDigits_padsWithZerosToTheWidth() {
        var bytes: [UInt8] = []
        bytes.appendDigits(7, width: 2)
        bytes.appendDigits(0, width: 4)
        bytes.appendDigits(2026, width: 4)
        bytes.appendDigits(59, width: 2)
        XCTAssertEqual(String(decoding: bytes, as: UTF8.self), "070000202659")
    }

    func test_appendDigits_keepsTheLastDigitsOfALongerNumberAndNoneForNoWidth() {
        var bytes: [UInt8] = [UInt8(ascii: "x")]
        bytes.appendDigits(12345, width: 2)
        bytes.appendDigits(987, width: 0)
        bytes.appendDigits(5, width: 1)
        bytes.appendDigits(20261129, width: 8)
        XCTAssertEqual(String(decoding: bytes, as: UTF8.self), "x45520261129")
    }
}
