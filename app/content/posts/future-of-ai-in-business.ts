import { site } from "../site";

/** Trusted build-time HTML for the post body. */
export const futureOfAiInBusinessHtml = `
<p>Two years ago, most of the AI conversations we had with clients in Simcoe County started with a demo and ended with a question: what would we actually use this for? In 2025 the question has changed. Owners and operations managers now ask how to move the one pilot that worked into the daily routine of the people who answer the phones, reconcile the invoices and schedule the trucks. That shift, from experiment to everyday operations, is where the real value of AI in business is being decided.</p>

<h2>Why so many pilots stall</h2>
<p>A pilot is built to prove that something is possible. It usually runs on a clean sample of data, with an enthusiastic sponsor and no integration with the systems people use every day. When the pilot ends, the model is impressive but nobody's job has changed. In our reviews of stalled projects, the same causes come up again and again:</p>
<ul>
  <li><strong>No owner after launch.</strong> The project team moves on and nobody is accountable for accuracy, cost or user feedback.</li>
  <li><strong>Work lives somewhere else.</strong> Staff have to copy text into a separate chat window instead of getting help inside the help desk, the ERP or the shared inbox.</li>
  <li><strong>Unclear success measure.</strong> "Save time" is not a target. "Cut first-response time on support tickets from four hours to one" is.</li>
  <li><strong>Data nobody trusts.</strong> Answers drawn from outdated policy documents or duplicate customer records quickly erode confidence.</li>
</ul>
<p>None of these are model problems. They are operational problems, and they are solved with the same discipline that any other business system needs.</p>

<h2>Where AI is earning its keep today</h2>
<p>The projects that survive contact with real work share a pattern: they take a high-volume, text-heavy task that people already do, and they make a first draft of the answer available at the moment it is needed. A person still reviews, edits and sends. Across our client base, four areas stand out.</p>
<p>Customer support is the most common. An assistant that reads the incoming ticket, pulls the relevant knowledge base articles and drafts a reply lets an agent handle more tickets without sounding like a robot. Finance teams use document extraction to read supplier invoices and match them to purchase orders, leaving only the exceptions for a human. Sales teams use meeting summaries and follow-up drafts so that notes reach the CRM the same day. Operations teams use AI to classify maintenance requests and route them to the right technician.</p>
<figure class="diagram">
  <figcaption>AI drafts, people decide</figcaption>
  <ol>
    <li><strong>Request</strong><span>ticket, invoice</span></li>
    <li><strong>AI classifies</strong><span>and drafts</span></li>
    <li><strong>Person</strong><span>reviews, edits</span></li>
    <li class="diagram-goal"><strong>Sent</strong></li>
  </ol>
  <p>Feedback improves the next draft.</p>
</figure>
<p>In each case the AI does not make the final decision. It removes the blank page. That design choice keeps quality high, keeps staff in control and makes the business case easy to measure.</p>

<h2>A roadmap from pilot to production</h2>
<p>When ${site.shortName} helps a client take an AI use case into production, we follow the same sequence. It is deliberately unglamorous.</p>
<ol>
  <li><strong>Pick one workflow and one number.</strong> Choose a process with enough volume to matter, such as 300 support tickets a week, and a single metric you will track before and after.</li>
  <li><strong>Fix the source material first.</strong> Retire outdated documents, merge duplicates and decide which system is the source of truth. An assistant is only as good as what it reads.</li>
  <li><strong>Build inside the existing tools.</strong> Put the draft where people already work: a side panel in the help desk, a button in the ERP, a suggested reply in the shared mailbox.</li>
  <li><strong>Keep a person in the loop.</strong> Every AI output is a suggestion until someone accepts it. Log what was accepted, edited or rejected; that log is your quality report.</li>
  <li><strong>Set guardrails and a budget.</strong> Define what data the model may see, which topics it must refuse and the monthly spend that triggers a review.</li>
  <li><strong>Review monthly, then widen.</strong> After a month of stable results, extend to a second team or workflow. Scale follows evidence, not enthusiasm.</li>
</ol>

<h2>Governance that fits a growing business</h2>
<p>Large enterprises write AI policies that run to dozens of pages. A company of 40 people needs something it can actually follow. We recommend a one-page policy that answers five questions: which tools are approved, what data may never be entered into them, who reviews outputs before they reach customers, how incidents are reported, and who owns the policy. Pair it with single sign-on for every approved tool so that access ends the day someone leaves.</p>
<p>Privacy deserves particular care in Canada. If an assistant handles customer or employee information, confirm where the provider stores and processes it, whether prompts are used for training, and how long logs are kept. Those answers belong in your privacy impact assessment and, where relevant, in the notice you give to customers.</p>

<h2>Measuring what changed</h2>
<p>Return on investment is easy to claim and hard to prove, so measure it the same way you would measure any other process change. Record the baseline for a month before launch. After launch, track the chosen metric weekly, along with the acceptance rate of AI drafts and the cost per task. A support team that moves from 22 to 31 tickets per agent per day with steady satisfaction scores has a result that the whole leadership team can understand.</p>
<p>Watch for hidden costs too. Time spent correcting poor drafts, extra licences and the hours needed to keep source documents current all belong in the calculation. A project that saves ten hours a week but needs eight hours of upkeep is not finished yet.</p>

<h2>What comes next</h2>
<p>The next wave is less about chat and more about agents that complete multi-step tasks: checking stock, drafting a quote, booking a delivery window and asking a person to approve. These will arrive first in narrow, well-defined processes where every step can be logged and reversed. The businesses that benefit most will be the ones that have already done the groundwork described above: clean data, clear ownership and a habit of measuring results.</p>
<p>If you have a pilot that impressed everyone and then went quiet, that is a good place to start. Pick the workflow, pick the number, and put the help where your people already work.</p>
`;
