// Relative imports only: react-router.config.ts loads content modules outside Vite.
import { brand, contactPoints } from "./site";

export type Milestone = { date: string; title: string; description: string };
export type CoreValue = { title: string; description: string; icon: string };
export type Leader = {
  name: string;
  role: string;
  bio: string;
  image: { src: string; alt: string; width: number; height: number };
};

export const aboutMeta = {
  title: "About Us",
  description: `How ${brand.name} began in ${contactPoints.address.city} in ${brand.founded}, what we believe in, and the four people who lead the company today.`,
};

export const aboutHero = {
  eyebrow: `About ${brand.shortName}`,
  title: "Our story",
  intro: `${brand.name} was founded in ${contactPoints.address.city}, ${contactPoints.address.region} in ${brand.founded} to give growing businesses the kind of IT team usually reserved for large enterprises: senior, local and accountable.`,
};

export const journey = {
  title: "Our journey",
  intro: `We started with three engineers, a rented office above a bakery on Dunlop Street and a simple promise: answer the phone, fix the root cause and explain what we did. That promise still shapes every service we add.`,
  milestones: [
    {
      date: "March 2024",
      title: `Founded in ${contactPoints.address.city}`,
      description:
        "Three former enterprise infrastructure engineers open the company to serve local manufacturers, clinics and professional firms.",
    },
    {
      date: "September 2024",
      title: "24/7 help desk and monitoring",
      description:
        "Our operations centre goes round the clock, and the first twenty managed IT clients move onto a single per-user plan.",
    },
    {
      date: "February 2025",
      title: "DevOps and cloud hosting practice",
      description:
        "We add CI/CD pipelines, infrastructure as code and managed hosting in Canadian regions for software teams.",
    },
    {
      date: "June 2025",
      title: "AI automation launch",
      description:
        "Document intake, ticket triage and reporting assistants go live for clients, always with a person approving key decisions.",
    },
    {
      date: "Today",
      title: "A growing Ontario team",
      description: `A team of engineers, analysts and account managers at ${contactPoints.address.street}, supporting businesses across Ontario and beyond.`,
    },
  ] satisfies Milestone[],
};

export const mission = {
  title: "Our mission",
  text: "To make dependable, secure technology simple for growing businesses, so their people spend their days on customers and craft instead of passwords, outages and spreadsheets.",
};

export const vision = {
  title: "Our vision",
  text: "A future where a 20-person firm in a small Canadian city runs on the same automation, security and insight as a multinational, delivered by neighbours who know its name.",
};

export const valuesHeading = "Our core values";
export const valuesIntro =
  "Four commitments we hire for, train on and hold each other to in every project review.";

export const coreValues: CoreValue[] = [
  {
    title: "Innovation",
    description:
      "We test new tools in our own operations before recommending them, and we retire what no longer earns its place.",
    icon: "lightbulb",
  },
  {
    title: "Customer-Centricity",
    description:
      "Every engagement starts with how your business runs, not with what we sell, and every client has a named account lead.",
    icon: "care",
  },
  {
    title: "Integrity",
    description:
      "Fixed prices, plain-language reports and honest advice, including telling you when you do not need us.",
    icon: "handshake",
  },
  {
    title: "Excellence",
    description:
      "Documented runbooks, peer-reviewed changes and measured response times, so quality never depends on who is on shift.",
    icon: "trophy",
  },
];

export const leadershipHeading = "Leadership";
export const leadershipIntro =
  "The people accountable for how we work, what we build and the promises we make.";

export const leaders: Leader[] = [
  {
    name: "Danielle Okafor",
    role: "Co-founder and Chief Executive Officer",
    bio: "Danielle spent twelve years running infrastructure for a national logistics firm before co-founding the company. She leads strategy and client partnerships, and still reviews every major incident report herself.",
    image: {
      src: "/images/about/danielle-okafor.svg",
      alt: "Illustrated portrait of Danielle Okafor",
      width: 240,
      height: 240,
    },
  },
  {
    name: "Ryan Tremblay",
    role: "Co-founder and Chief Technology Officer",
    bio: "Ryan built deployment platforms for two Toronto software companies. He designs our DevOps and cloud hosting stack and runs the engineering guild that decides which tools we adopt.",
    image: {
      src: "/images/about/ryan-tremblay.svg",
      alt: "Illustrated portrait of Ryan Tremblay",
      width: 240,
      height: 240,
    },
  },
  {
    name: "Amrit Sandhu",
    role: "Head of Security",
    bio: "Amrit is a CISSP-certified analyst who previously led incident response at a Canadian credit union. He owns our Security Suite, client assessments and our own compliance program.",
    image: {
      src: "/images/about/amrit-sandhu.svg",
      alt: "Illustrated portrait of Amrit Sandhu",
      width: 240,
      height: 240,
    },
  },
  {
    name: "Sophie Lavoie",
    role: "Director of AI Automation",
    bio: "Sophie holds a master's in machine learning from the University of Waterloo. She leads the AI automation practice, from use-case workshops to the human-review rules that keep assistants accountable.",
    image: {
      src: "/images/about/sophie-lavoie.svg",
      alt: "Illustrated portrait of Sophie Lavoie",
      width: 240,
      height: 240,
    },
  },
];

export const aboutCta = {
  title: "Work with a team that answers",
  text: "Tell us about your business and we will show you what an accountable IT partner looks like.",
  primary: { text: "Contact us", href: "/contact" },
  secondary: { text: "See open roles", href: "/careers" },
};
