/**
 * The incidents as an Atom 1.0 feed (RFC 4287): one entry per incident, its updates as plain
 * text, newest first. Everything staff typed is escaped; characters XML cannot carry are dropped.
 */
import { absoluteUrl, site } from "~/content/site";
import type { Incident } from "~/features/status/status-schema";

// XML 1.0 allows tab, line feed, carriage return and everything from U+0020 except the surrogates
// on their own and U+FFFE/U+FFFF; anything else would make the whole feed unreadable.
// eslint-disable-next-line no-control-regex -- matching the characters XML forbids is the point
const notXml = /[^\u0009\u000A\u000D\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

export function escapeXmlText(text: string): string {
  return text
    .replace(notXml, "")
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&apos;");
}

const impactWords: Record<Incident["impact"], string> = {
  degraded_performance: "Degraded performance",
  partial_outage: "Partial outage",
  major_outage: "Major outage",
  maintenance: "Maintenance",
};

const statusWords: Record<Incident["status"], string> = {
  investigating: "Investigating",
  identified: "Identified",
  monitoring: "Monitoring",
  resolved: "Resolved",
};

export function incidentsAtom(
  incidents: readonly Incident[],
  componentNames: Readonly<Record<string, string>>,
  now: Date,
): string {
  const page = absoluteUrl("/status");
  const updated = incidents.reduce(
    (latest, incident) => (incident.updatedAt > latest ? incident.updatedAt : latest),
    incidents.length > 0 ? incidents[0]!.updatedAt : now.toISOString(),
  );
  const entries = incidents.map((incident) => {
    const affected = incident.components.map((id) => componentNames[id] ?? id).join(", ");
    const summary = `${statusWords[incident.status]}. ${impactWords[incident.impact]}: ${affected}.`;
    const content = incident.updates
      .map((update) => `${update.createdAt} ${statusWords[update.status]}: ${update.message}`)
      .join("\n\n");
    return [
      "  <entry>",
      `    <id>urn:uuid:${escapeXmlText(incident.id)}</id>`,
      `    <title type="text">${escapeXmlText(incident.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${escapeXmlText(page)}"/>`,
      `    <published>${incident.createdAt}</published>`,
      `    <updated>${incident.updatedAt}</updated>`,
      ...incident.components.map(
        (id) => `    <category term="${escapeXmlText(id)}" label="${escapeXmlText(componentNames[id] ?? id)}"/>`,
      ),
      `    <summary type="text">${escapeXmlText(summary)}</summary>`,
      `    <content type="text">${escapeXmlText(content)}</content>`,
      "  </entry>",
    ].join("\n");
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">',
    `  <id>${escapeXmlText(absoluteUrl("/api/status/incidents.atom"))}</id>`,
    `  <title type="text">${escapeXmlText(`${site.name} status: incidents`)}</title>`,
    `  <updated>${updated}</updated>`,
    `  <author><name>${escapeXmlText(site.name)}</name></author>`,
    `  <link rel="alternate" type="text/html" href="${escapeXmlText(page)}"/>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXmlText(absoluteUrl("/api/status/incidents.atom"))}"/>`,
    ...entries,
    "</feed>",
    "",
  ].join("\n");
}
