import { site } from "../site";

/** Trusted build-time HTML for the post body. */
export const dataDrivenDecisionMakingHtml = `
<p>Many owners of growing businesses tell us the same thing: they have more data than ever, spread across accounting software, a CRM, spreadsheets and a dozen online tools, yet the big decisions still come down to instinct and whoever argues best in the meeting. Becoming data-driven does not require a data science team or a six-figure platform. It requires a small set of trusted numbers, a single place to see them and a habit of using them.</p>

<h2>Start with the decisions, not the data</h2>
<p>The most common mistake is to begin by connecting every system and building dashboards for everything. The result is a wall of charts that nobody opens after the first month. Instead, list the five to ten decisions your leadership team makes repeatedly, and ask what number would make each one easier. For a managed services firm that might be whether to hire another technician; for a distributor, which product lines to reorder; for a clinic, how to staff the front desk on Mondays.</p>
<p>From those decisions, choose the metrics that matter. Good metrics share a few traits:</p>
<ul>
  <li><strong>They are tied to an action.</strong> If the number moves, someone knows what to do next.</li>
  <li><strong>They have one definition.</strong> "Active customer" means the same thing in sales, finance and support.</li>
  <li><strong>They update on a useful schedule.</strong> Daily for cash and ticket queues, weekly for pipeline, monthly for margin.</li>
  <li><strong>They have an owner.</strong> One person is accountable for the accuracy of the number and for explaining changes.</li>
</ul>

<h2>Build one source of truth</h2>
<p>Once you know which numbers matter, bring the data behind them into one place. For most businesses with fewer than 200 staff, a cloud data warehouse or even a well-structured database fed by scheduled exports is enough. The important part is that reports read from that one place, not from personal spreadsheets that drift apart over time.</p>
<figure class="diagram">
  <figcaption>One source of truth</figcaption>
  <ol>
    <li class="diagram-group"><span>Accounting</span><span>CRM</span><span>Help desk</span></li>
    <li><strong>Warehouse</strong></li>
    <li class="diagram-goal"><strong>Dashboard</strong></li>
  </ol>
  <p>Refreshed daily, with the last refresh shown on every report.</p>
</figure>
<p>Expect to spend more time on data quality than on charts. Duplicate customer records, inconsistent product codes and missing dates are normal. Fix them at the source where possible, document the rules you apply when you cannot, and show the date of the last refresh on every report so people know how current it is.</p>

<h2>A practical six-week rollout</h2>
<p>When ${site.shortName} sets up business intelligence for a client, we aim for something useful within six weeks rather than a perfect system in six months.</p>
<ol>
  <li><strong>Week one:</strong> run a workshop with the leadership team to agree on the decisions and the first five metrics, with written definitions.</li>
  <li><strong>Week two:</strong> connect the two or three systems those metrics depend on, usually accounting and the CRM, and schedule daily refreshes.</li>
  <li><strong>Week three:</strong> reconcile the numbers against the figures finance already reports, and resolve every difference before anyone sees a chart.</li>
  <li><strong>Week four:</strong> build one dashboard with the five metrics, a trend for each and a short note explaining what a change would mean.</li>
  <li><strong>Week five:</strong> use the dashboard in the regular leadership meeting and collect questions it could not answer.</li>
  <li><strong>Week six:</strong> add the most requested follow-up views, retire anything nobody used, and agree who maintains the reports.</li>
</ol>

<h2>Dashboards people actually use</h2>
<p>A good dashboard answers a question within five seconds. Put the most important number at the top left, show it against a target or last period, and keep to a handful of charts per page. Bar charts and simple lines beat gauges and 3D pies. Use colour sparingly to flag what needs attention rather than to decorate. Most importantly, make the dashboard part of a routine: review it at the start of the weekly meeting, ask what changed and why, and record the decisions taken.</p>
<p>Self-service reporting has its place, but it works best once the core metrics are trusted. Giving everyone a blank reporting tool on day one usually produces ten slightly different versions of revenue.</p>

<h2>Common pitfalls</h2>
<p>A few patterns derail otherwise good projects. Watch for vanity metrics such as website visits that look impressive but do not drive any decision. Beware of averages that hide the story; median resolution time often says more than the mean. Do not let the dashboard become the goal, and resist adding metrics simply because the data is available. Finally, respect privacy. Reports rarely need personal details, so aggregate or remove them, and restrict access to anything that identifies customers or employees.</p>

<h2>From reporting to prediction</h2>
<p>Once the basics are in place, the same foundation supports more ambitious work: forecasting cash flow from the sales pipeline, predicting which customers are likely to leave, or flagging unusual expenses automatically. Those projects succeed precisely because the data underneath them is already clean, defined and trusted. Skip the foundation and even the best model will produce confident nonsense.</p>
<p>Being data-driven is less about technology than about habit. Agree on what matters, make the numbers trustworthy, put them where the decisions are made and talk about them every week. The tools then become an accelerator rather than a distraction.</p>
`;
