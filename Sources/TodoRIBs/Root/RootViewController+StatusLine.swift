/// Root's region of a full-screen window: the status line, which says what the screen on top
/// shows (its `status`: counts, context) and the last message, an error in red.
extension RootViewController {
    func drawStatusLine(on canvas: Canvas, in region: Region) {
        var responder = currentWindow?.firstResponder
        var status: String?
        while let current = responder, status == nil {
            status = current.status
            responder = current.presentingViewController
        }
        let left = " " + (status ?? "") + "  "
        canvas.fill(line: 0, in: region, style: .reverse)
        canvas.put(left, line: 0, in: region, style: .reverse)
        guard let message = currentWindow?.message else { return }
        let room = region.columns - DisplayWidth.of(left) - 1
        let text = DisplayWidth.prefix(of: message.text, columns: room)
        canvas.put(
            text, line: 0, in: region, column: region.columns - DisplayWidth.of(text) - 1,
            style: message.isError ? [.reverse, .red, .bold] : .reverse)
    }
}
