import { site } from "../site";

/** Trusted build-time HTML for the post body. */
export const devopsTrends2025Html = `
<p>Every January brings a fresh list of DevOps predictions, most of them written for organizations with hundreds of engineers and a dedicated platform department. Our clients are usually smaller: product teams of five to fifty people who ship several times a week and still carry the pager themselves. For them, the useful question is not what is new, but which changes will reduce toil and risk this year. Here is what our DevOps practice is recommending in 2025, and what we think can safely wait.</p>

<h2>1. Platform engineering, sized for small teams</h2>
<p>Platform engineering means treating the paths developers use to build, test and deploy as a product with its own users. In a large company that becomes an internal developer portal and a team to run it. In a team of twenty, it can be as simple as a repository template that already includes the pipeline, the container build, the logging setup and the deployment manifests. The test is whether a new service can reach production in a day without anyone copying configuration from an older project by hand.</p>
<p>Good golden paths usually include:</p>
<ul>
  <li>a service template with tests, linting and a working pipeline from the first commit;</li>
  <li>standard environments for preview, staging and production, created from code;</li>
  <li>built-in logging, metrics and health checks that feed the shared dashboards;</li>
  <li>a short written guide that explains how to leave the path when there is a good reason.</li>
</ul>

<h2>2. Infrastructure as code becomes the default</h2>
<p>Clicking through a cloud console is still common in smaller teams, and it is the source of many of the outages we help investigate. In 2025 there is little reason to build infrastructure any other way than through code, reviewed in pull requests like application changes. Terraform and OpenTofu remain the most common choices, with Pulumi popular among teams that prefer a general-purpose language. The benefit is not only repeatability. Code review catches risky changes, the history explains who changed what and why, and a disaster recovery environment becomes a command rather than a project.</p>
<figure class="diagram">
  <figcaption>A boring path to production</figcaption>
  <ol>
    <li><strong>Commit</strong></li>
    <li><strong>Build</strong></li>
    <li><strong>Test</strong></li>
    <li><strong>Security scan</strong></li>
    <li class="diagram-goal"><strong>Deploy</strong></li>
  </ol>
  <p>Automatic rollback when health checks fail.</p>
</figure>

<h2>3. Security moves into the pipeline</h2>
<p>Supply chain attacks have made dependency and build security a board-level topic. The practical response is to let the pipeline do the checking so that engineers do not have to remember. A reasonable baseline for 2025 looks like this:</p>
<ol>
  <li>Scan dependencies on every pull request and block builds with known critical vulnerabilities.</li>
  <li>Scan container images and infrastructure code for misconfigurations before they are deployed.</li>
  <li>Keep secrets out of repositories with pre-commit hooks and a secret scanner on the server side.</li>
  <li>Generate a software bill of materials for each release so you can answer "are we affected?" in minutes.</li>
  <li>Sign build artifacts and verify the signature at deploy time.</li>
  <li>Express the rules as policy as code, so exceptions are visible and reviewed rather than granted in chat.</li>
</ol>
<p>Each step is small on its own. Together they turn security from a quarterly audit into a property of every release.</p>

<h2>4. Observability that starts with questions</h2>
<p>OpenTelemetry has become the common language for traces, metrics and logs, which means teams can instrument once and change vendors later. The bigger shift is cultural: instead of collecting everything and hoping it helps during an incident, start from the questions you need answered. Which customers are affected? Which deploy introduced the error? Is the database or the third-party API slow? Define service level objectives for the two or three user journeys that matter most, and alert on the error budget rather than on every spike in processor usage. Fewer, better alerts mean a pager that people trust.</p>

<h2>5. Cost-aware pipelines and FinOps</h2>
<p>Cloud bills grew quietly for many teams during the last few years. In 2025 cost is becoming a metric that engineers see alongside latency and error rate. Tagging resources by team and environment, shutting down preview environments automatically, right-sizing databases and showing the estimated cost change of an infrastructure pull request are all low-effort wins. One client cut its monthly bill by a third simply by scheduling non-production environments to sleep outside Ontario business hours.</p>

<h2>6. AI assistants in the delivery workflow</h2>
<p>Coding assistants are now part of everyday work for many developers, and their use is spreading into pipelines: summarizing failed builds, suggesting fixes for flaky tests and drafting release notes. They are genuinely useful, but they also generate more code to review. Keep the same quality gates for generated code as for handwritten code, and make sure your policy covers what source code may be shared with which tools.</p>

<h2>What can wait</h2>
<p>Not every trend deserves attention from a small team. Running your own Kubernetes control plane rarely pays off when managed services exist. A service mesh adds complexity that few teams under fifty engineers need. Multi-cloud for its own sake doubles the work for a resilience benefit you can usually get from multiple regions with one provider.</p>

<h2>Where to start</h2>
<p>If you only do one thing this year, make the path to production boring: one template, one pipeline, infrastructure in code and a small set of alerts people trust. At ${site.shortName}, we measure progress with the four familiar delivery metrics: deployment frequency, lead time for changes, change failure rate and time to restore service. Record them today, choose the trend that addresses your weakest one, and review again in three months.</p>
`;
