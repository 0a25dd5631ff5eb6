import CWebDAV
import Glibc

/// An element of a WebDAV XML answer, read whole: its name and namespace, its own text, its
/// element children. Answers are small (a multistatus of a few thousand resources), so a
/// tree is simpler than a stream and costs little.
struct DAVElement: Sendable, Hashable {
    /// The WebDAV namespace.
    static let dav = "DAV:"
    /// The CalDAV namespace (RFC 4791).
    static let calDAV = "urn:ietf:params:xml:ns:caldav"

    let name: String
    let namespace: String?
    let text: String
    /// The element's `name` attribute, when it has one (CalDAV's `<comp name="VTODO"/>`).
    let attributeName: String?
    let children: [DAVElement]

    /// The root of the XML document `bytes`; `nil` when it is not well-formed XML.
    static func parse(_ bytes: UnsafeBufferPointer<CChar>) -> DAVElement? {
        guard let base = bytes.baseAddress, let document = cwebdav_xml_read(base, bytes.count) else { return nil }
        defer { cwebdav_xml_free(document) }
        return cwebdav_xml_root(document).map(read)
    }

    /// The first child named `name` in `namespace`.
    func child(_ name: String, _ namespace: String = dav) -> DAVElement? {
        children.first { $0.name == name && $0.namespace == namespace }
    }

    /// Every child named `name` in `namespace`.
    func children(_ name: String, _ namespace: String = dav) -> [DAVElement] {
        children.filter { $0.name == name && $0.namespace == namespace }
    }

    /// Whether this is `name` in `namespace`.
    func `is`(_ name: String, _ namespace: String = dav) -> Bool {
        self.name == name && self.namespace == namespace
    }

    private static func read(_ node: UnsafeMutableRawPointer) -> DAVElement {
        var children: [DAVElement] = []
        var child = cwebdav_xml_first_element(node)
        while let current = child {
            children.append(read(current))
            child = cwebdav_xml_next_element(current)
        }
        var text = ""
        if let raw = cwebdav_xml_text(node) {
            text = String(cString: raw)
            free(raw)
        }
        return DAVElement(
            name: String(cString: cwebdav_xml_name(node)), namespace: cwebdav_xml_namespace(node).map { String(cString: $0) },
            text: text, attributeName: cwebdav_xml_attribute(node, "name").map { String(cString: $0) }, children: children)
    }
}
