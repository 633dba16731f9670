#!/usr/bin/env python3
"""Adds or updates finished translations in a Qt .ts file, from a TSV file of `context<TAB>source<TAB>translation`.

Backslash escapes \\n, \\t and \\\\ are decoded in each field. Existing messages with the same context and source
get the new translation (and lose type="unfinished"); new ones are appended to their context, which is created
when missing. lupdate (`ninja -C build update_translations`) later adds the source locations and keeps these
translations. Serialize concurrent callers with flock:

    flock /tmp/aip-ts.lock python3 scripts/ts-add.py resources/translations/aiplanner_zh_CN.ts new.tsv
"""
import os
import sys
import tempfile
import xml.etree.ElementTree as ET
from xml.sax.saxutils import escape


def unescape(field):
    out, i = [], 0
    while i < len(field):
        c = field[i]
        if c == "\\" and i + 1 < len(field):
            n = field[i + 1]
            out.append({"n": "\n", "t": "\t", "\\": "\\"}.get(n, "\\" + n))
            i += 2
        else:
            out.append(c)
            i += 1
    return "".join(out)


def xml_text(s):
    return escape(s, {'"': "&quot;", "'": "&apos;"})


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: ts-add.py FILE.ts NEW.tsv")
    ts_path, tsv_path = sys.argv[1], sys.argv[2]
    entries = []
    with open(tsv_path, encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            line = line.rstrip("\n")
            if not line.strip() or line.startswith("#"):
                continue
            fields = line.split("\t")
            if len(fields) != 3 or not all(fields):
                sys.exit(f"{tsv_path}:{number}: want context<TAB>source<TAB>translation")
            entries.append(tuple(unescape(x) for x in fields))

    tree = ET.parse(ts_path)
    root = tree.getroot()
    contexts = {c.findtext("name"): c for c in root.findall("context")}
    added = updated = 0
    for context, source, translation in entries:
        ctx = contexts.get(context)
        if ctx is None:
            ctx = ET.SubElement(root, "context")
            ET.SubElement(ctx, "name").text = context
            contexts[context] = ctx
        message = next((m for m in ctx.findall("message") if m.findtext("source") == source), None)
        if message is None:
            message = ET.SubElement(ctx, "message")
            ET.SubElement(message, "source").text = source
            ET.SubElement(message, "translation")
            added += 1
        else:
            updated += 1
        t = message.find("translation")
        t.text = translation
        t.attrib.pop("type", None)

    # Write in lupdate's layout so diffs stay small, atomically.
    lines = ['<?xml version="1.0" encoding="utf-8"?>', "<!DOCTYPE TS>",
             '<TS version="2.1" language="%s">' % root.get("language", "zh_CN")]
    for ctx in root.findall("context"):
        lines.append("<context>")
        lines.append("    <name>%s</name>" % xml_text(ctx.findtext("name")))
        for m in ctx.findall("message"):
            attrs = "".join(' %s="%s"' % (k, xml_text(v)) for k, v in m.attrib.items())
            lines.append("    <message%s>" % attrs)
            for loc in m.findall("location"):
                lines.append("        <location %s/>" % " ".join('%s="%s"' % (k, xml_text(v)) for k, v in loc.attrib.items()))
            for tag in ("comment", "extracomment"):
                if m.find(tag) is not None:
                    lines.append("        <%s>%s</%s>" % (tag, xml_text(m.findtext(tag) or ""), tag))
            lines.append("        <source>%s</source>" % xml_text(m.findtext("source") or ""))
            t = m.find("translation")
            tattrs = "".join(' %s="%s"' % (k, xml_text(v)) for k, v in t.attrib.items()) if t is not None else ""
            lines.append("        <translation%s>%s</translation>" % (tattrs, xml_text(t.text or "") if t is not None else ""))
            lines.append("    </message>")
        lines.append("</context>")
    lines.append("</TS>")
    mode = os.stat(ts_path).st_mode & 0o777
    fd, tmp = tempfile.mkstemp(dir=os.path.dirname(os.path.abspath(ts_path)), suffix=".tmp")
    with os.fdopen(fd, "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    os.chmod(tmp, mode)  # mkstemp makes 0600; keep the file's own mode
    os.replace(tmp, ts_path)
    print(f"{ts_path}: {added} added, {updated} updated")


if __name__ == "__main__":
    main()
