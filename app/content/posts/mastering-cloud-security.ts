import { site } from "../site";

/** Trusted build-time HTML for the post body. */
export const masteringCloudSecurityHtml = `
<p>When a cloud breach makes the news, the headline often suggests a sophisticated attacker. The incident report usually tells a plainer story: a storage bucket left open to the internet, an administrator account without multi-factor authentication, or an access key committed to a public code repository. For growing businesses the good news is that the controls which stop most of these incidents are well understood, inexpensive and achievable in a quarter.</p>

<h2>The shared responsibility model, in plain terms</h2>
<p>Every major cloud provider secures the data centres, the hardware and the core services. You are responsible for everything you configure on top: who can sign in, what they can do, which data is exposed, and whether anyone notices when something goes wrong. Microsoft 365, Google Workspace, AWS and Azure all follow the same principle. A provider can offer excellent security features, but they only protect you once they are switched on and kept that way.</p>
<p>In the assessments ${site.shortName} runs for new clients, the gaps we find are rarely exotic. They fall into four groups:</p>
<ul>
  <li><strong>Identity:</strong> shared admin accounts, MFA that is optional, and former employees who still have access.</li>
  <li><strong>Configuration:</strong> public file shares, default network rules and logging that was never turned on.</li>
  <li><strong>Data:</strong> sensitive files spread across personal drives with no classification or retention rules.</li>
  <li><strong>Response:</strong> no written plan, no tested backups and no clear answer to "who do we call at 2 a.m.?"</li>
</ul>

<h2>Identity is the new perimeter</h2>
<p>Office networks and firewalls matter less when staff work from home, from job sites and from their phones. The account is now the front door, so protect it first. Require multi-factor authentication for everyone, and prefer authenticator apps or hardware keys over text messages. Give administrators a separate privileged account that is never used for email or browsing. Use conditional access rules to block sign-ins from countries where you do no business, and review every account with administrative rights each quarter.</p>
<figure class="diagram">
  <figcaption>Every sign-in is checked</figcaption>
  <ol>
    <li><strong>Sign-in</strong></li>
    <li><strong>Identity</strong><span>MFA required</span></li>
    <li><strong>Device</strong><span>managed, patched</span></li>
    <li><strong>Location</strong><span>allowed country</span></li>
    <li class="diagram-goal"><strong>Apps</strong></li>
  </ol>
  <p>A failed check blocks access or asks for more proof.</p>
</figure>
<p>This is the heart of a zero trust approach. Rather than trusting anything inside the network, every request is checked against who is asking, from which device and for what. You do not need to buy a zero trust product to start; you need to apply the principle to the accounts and services you already have.</p>

<h2>A 30-day hardening plan</h2>
<p>Most of our clients can complete the following steps within a month, without new software, and with only a few hours of disruption for staff.</p>
<ol>
  <li><strong>Week one: inventory.</strong> List every cloud service in use, including the ones finance pays for on a credit card. Record who owns each one and who has admin rights.</li>
  <li><strong>Week one: enforce MFA.</strong> Turn it on for all users, starting with administrators and finance staff, who are the most targeted.</li>
  <li><strong>Week two: close public exposure.</strong> Review sharing settings, storage permissions and any resource reachable from the internet. Remove anonymous links that are no longer needed.</li>
  <li><strong>Week two: rotate secrets.</strong> Replace long-lived access keys with short-lived credentials or managed identities, and scan code repositories for keys that leaked in the past.</li>
  <li><strong>Week three: turn on logging.</strong> Enable audit logs for sign-ins, admin changes and file access, and keep them for at least a year in a place an attacker cannot easily delete them.</li>
  <li><strong>Week three: test restores.</strong> Confirm that backups exist for email, files and databases, that they are isolated from production credentials, and that a restore actually works.</li>
  <li><strong>Week four: write the plan.</strong> A two-page incident response plan with names, phone numbers and first steps is worth more than a long document nobody has read.</li>
</ol>

<h2>Monitoring that someone actually reads</h2>
<p>Logs are only useful if someone looks at them. For a small team, the goal is not a full security operations centre but a short list of alerts that always deserve attention: a new administrator account, MFA being disabled, a sign-in from an impossible location, a sudden spike in file downloads, or mailbox forwarding rules sent to external addresses. Route those alerts to a shared channel and agree who responds during business hours and after hours. If that is more than your team can carry, a managed detection service can watch the alerts around the clock.</p>

<h2>Compliance as a by-product</h2>
<p>Customers and insurers increasingly ask for evidence of security controls. Questionnaires for cyber insurance now ask directly about MFA, backups and endpoint protection, and premiums reflect the answers. Frameworks such as SOC 2 and ISO 27001 look intimidating, but many of their requirements are the same controls listed above, written down and checked regularly. If you handle personal information, PIPEDA and Ontario's privacy expectations also require safeguards appropriate to the sensitivity of the data. Treat compliance as the record of good practice rather than a separate project, and audits become far less painful.</p>

<h2>Where to go from here</h2>
<p>Cloud security is not a one-time project. New services are adopted, people join and leave, and providers change their defaults. Build a rhythm: a monthly review of admin accounts and alerts, a quarterly test of backups and the response plan, and an annual outside assessment to catch what familiarity hides. Start with identity, close the obvious doors, and make sure someone is watching. Those three habits prevent the large majority of the incidents we are called in to clean up.</p>
`;
