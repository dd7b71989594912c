import { site } from "../site";

/** Trusted build-time HTML for the post body. */
export const navigatingDigitalTransformationHtml = `
<p>"Digital transformation" has been stretched to cover almost anything, from buying a new laptop fleet to rebuilding a company around software. For a mid-sized firm with 50 to 500 employees, it means something specific: changing how work gets done so that information moves without retyping, customers can serve themselves where they want to, and leaders can see what is happening without waiting for month-end. The technology matters, but the projects that fail almost always fail on people and process first.</p>

<h2>Why transformations stall</h2>
<p>When we are asked to rescue a struggling program, we tend to find the same root causes. The project started with a product rather than a problem. Nobody mapped how the work is really done today, including the spreadsheets and workarounds that hold it together. Staff learned about the change at go-live. And the business tried to replace everything at once, so a delay in one area held up all the others.</p>
<p>The warning signs are easy to spot if you look for them:</p>
<ul>
  <li>the business case talks about features rather than outcomes such as shorter quote times or fewer billing errors;</li>
  <li>the steering group has no one from the front line who does the work every day;</li>
  <li>there is no plan for data migration, or it is scheduled for the last two weeks;</li>
  <li>training is a single session the week before launch.</li>
</ul>

<h2>A step-by-step route</h2>
<p>The approach ${site.shortName} uses with clients is deliberately incremental. Each step delivers something useful on its own, so the program can pause without leaving the business worse off.</p>
<ol>
  <li><strong>Set the outcomes.</strong> Agree on three to five measurable goals with the leadership team, for example cutting order-to-invoice time from nine days to three.</li>
  <li><strong>Map the current process.</strong> Walk through real work with the people who do it. Record every handoff, duplicate entry and spreadsheet.</li>
  <li><strong>Fix the foundations.</strong> Move email, files and identity to a secure cloud platform with single sign-on, and clean up the core customer and product data.</li>
  <li><strong>Pick one value stream.</strong> Choose the process with the clearest pain and the most willing team, such as quoting or service dispatch.</li>
  <li><strong>Redesign, then automate.</strong> Simplify the process first. Only then connect systems and automate the steps that remain.</li>
  <li><strong>Launch with support.</strong> Run old and new side by side for a short period, provide floor support in the first weeks and measure against the baseline.</li>
  <li><strong>Repeat and retire.</strong> Move to the next value stream, and switch off the old systems and spreadsheets you no longer need.</li>
</ol>
<figure class="diagram">
  <figcaption>Step by step, not one big leap</figcaption>
  <ol>
    <li><strong>Outcomes</strong><span>and process mapping</span></li>
    <li><strong>Foundations</strong><span>identity, data</span></li>
    <li><strong>First value stream</strong><span>redesign, automate</span></li>
    <li class="diagram-goal"><strong>Repeat and retire</strong></li>
  </ol>
</figure>

<h2>Choosing technology that fits</h2>
<p>Mid-sized firms rarely need bespoke software for everything. Modern cloud platforms for finance, CRM, field service and collaboration cover most needs out of the box. The skill is in choosing tools that integrate well with each other, configuring rather than customizing them, and reserving custom development for the processes that genuinely set you apart. Ask vendors about their integration options and data export before you ask about features, and check where customer data is hosted if Canadian residency matters to your clients.</p>
<p>Integration deserves its own budget line. A small integration layer that moves orders, invoices and customer records between systems often delivers more value than any single application, because it removes the retyping that causes errors and delays.</p>

<h2>People make or break it</h2>
<p>Change management is often treated as communication: a few emails and a launch announcement. In practice it is about involving people early enough that the new way of working is partly theirs. Recruit respected staff from each team as champions, give them time to test and shape the new process, and let them lead the training for their colleagues. Be honest about what will be harder at first. Measure adoption, not just go-live, and keep asking what gets in the way.</p>
<p>Leadership behaviour matters too. If managers keep asking for the old spreadsheet report, the old spreadsheet will never die. Agree that decisions will be made from the new system and then hold to it.</p>

<h2>Measuring progress</h2>
<p>Go back to the outcomes you set at the start and track them monthly: cycle times, error rates, customer satisfaction, hours spent on manual data entry and the number of legacy systems retired. Share the results widely, including the ones that disappoint. A transformation that shows steady, visible gains earns the patience it needs to finish.</p>

<h2>The long view</h2>
<p>Digital transformation is not a project with an end date but a capability: the ability to keep improving how the business works as customers, staff and technology change. Firms that build that capability step by step, with clear outcomes and their people on board, end up faster and more resilient than those that attempt one big leap. Start with one process, prove the value, and let the results fund the next step.</p>
`;
