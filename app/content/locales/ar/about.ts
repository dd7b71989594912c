// Relative imports only: react-router.config.ts loads content modules outside Vite.
import type * as en from "../../about";
import { brand, contactPoints } from "../../site";
import type { Localized } from "../localized";

export const aboutMeta = {
  title: "من نحن",
  description: `كيف انطلقت ${brand.name} في ${contactPoints.address.city} عام ${brand.founded}، وما القيم التي نؤمن بها، ومن هم الأشخاص الأربعة الذين يقودون الشركة اليوم.`,
} satisfies Localized<typeof en.aboutMeta>;

export const aboutHero = {
  eyebrow: `عن ${brand.shortName}`,
  title: "قصتنا",
  intro: `تأسست ${brand.name} في ${contactPoints.address.city}، ${contactPoints.address.region}، عام ${brand.founded} لتمنح الشركات النامية فريق تقنية معلومات من النوع الذي يقتصر عادةً على المؤسسات الكبرى: فريق خبير ومحلي ومسؤول.`,
} satisfies Localized<typeof en.aboutHero>;

export const journey = {
  title: "مسيرتنا",
  intro: `بدأنا بثلاثة مهندسين ومكتب مستأجر فوق مخبز في شارع دنلوب ووعد بسيط: أن نرد على الهاتف، ونعالج السبب الجذري للمشكلة، ونشرح ما قمنا به. وما زال هذا الوعد يوجّه كل خدمة نضيفها.`,
  milestones: [
    {
      date: "مارس 2024",
      title: `التأسيس في ${contactPoints.address.city}`,
      description:
        "ثلاثة مهندسين سابقين في البنية التحتية لدى مؤسسات كبرى يؤسسون الشركة لخدمة المصانع والعيادات والمكاتب المهنية المحلية.",
    },
    {
      date: "سبتمبر 2024",
      title: "مكتب مساعدة ومراقبة على مدار الساعة",
      description:
        "يبدأ مركز عملياتنا العمل على مدار الساعة، وينتقل أول عشرين عميلًا لخدمات تقنية المعلومات المُدارة إلى باقة موحّدة بسعر لكل مستخدم.",
    },
    {
      date: "فبراير 2025",
      title: "إطلاق خدمات DevOps والاستضافة السحابية",
      description:
        "نضيف مسارات CI/CD والبنية التحتية كرمز والاستضافة المُدارة في مناطق كندية لفرق تطوير البرمجيات.",
    },
    {
      date: "يونيو 2025",
      title: "إطلاق الأتمتة بالذكاء الاصطناعي",
      description:
        "تبدأ مساعدات استقبال المستندات وفرز التذاكر وإعداد التقارير العمل لدى عملائنا، مع موافقة بشرية دائمة على القرارات الرئيسية.",
    },
    {
      date: "اليوم",
      title: "فريق متنامٍ في أونتاريو",
      description: `فريق من المهندسين والمحللين ومديري الحسابات في ${contactPoints.address.street}، يدعم الشركات في جميع أنحاء أونتاريو وخارجها.`,
    },
  ],
} satisfies Localized<typeof en.journey>;

export const mission = {
  title: "رسالتنا",
  text: "أن نجعل التقنية الموثوقة والآمنة بسيطة للشركات النامية، ليقضي موظفوها أيامهم في خدمة العملاء وإتقان عملهم بدلًا من الانشغال بكلمات المرور والأعطال وجداول البيانات.",
} satisfies Localized<typeof en.mission>;

export const vision = {
  title: "رؤيتنا",
  text: "مستقبل تعمل فيه شركة من 20 موظفًا في مدينة كندية صغيرة بمستوى الأتمتة والأمان والرؤى نفسه الذي تتمتع به الشركات متعددة الجنسيات، بفضل جيران يعرفونها بالاسم.",
} satisfies Localized<typeof en.vision>;

export const valuesHeading = "قيمنا الأساسية" satisfies Localized<typeof en.valuesHeading>;
export const valuesIntro =
  "أربعة التزامات نوظّف على أساسها وندرّب عليها ونحاسب بعضنا بها في كل مراجعة للمشاريع." satisfies Localized<
    typeof en.valuesIntro
  >;

export const coreValues = [
  {
    title: "الابتكار",
    description:
      "نختبر الأدوات الجديدة في عملياتنا أولًا قبل أن نوصي بها، ونتخلى عمّا لم يعد يستحق مكانه.",
    icon: "lightbulb",
  },
  {
    title: "العميل أولًا",
    description: "يبدأ كل تعاون بفهم طريقة عمل شركتكم، لا بما نبيعه، ولكل عميل مدير حساب مسمّى.",
    icon: "care",
  },
  {
    title: "النزاهة",
    description: "أسعار ثابتة وتقارير بلغة واضحة ونصائح صادقة، حتى إن كانت أنكم لا تحتاجون إلينا.",
    icon: "handshake",
  },
  {
    title: "التميّز",
    description:
      "أدلة تشغيل موثّقة وتغييرات يراجعها الزملاء وأزمنة استجابة مقيسة، فلا تتوقف الجودة أبدًا على هوية المناوب.",
    icon: "trophy",
  },
] satisfies Localized<typeof en.coreValues>;

export const leadershipHeading = "القيادة" satisfies Localized<typeof en.leadershipHeading>;
export const leadershipIntro =
  "الأشخاص المسؤولون عن طريقة عملنا وما نبنيه والوعود التي نقطعها." satisfies Localized<
    typeof en.leadershipIntro
  >;

export const leaders = [
  {
    name: "Danielle Okafor",
    role: "الشريكة المؤسِّسة والرئيسة التنفيذية",
    bio: "أمضت Danielle اثني عشر عامًا في إدارة البنية التحتية لشركة لوجستيات وطنية قبل أن تشارك في تأسيس الشركة. تقود الاستراتيجية والشراكات مع العملاء، وما زالت تراجع بنفسها كل تقرير عن حادث كبير.",
    image: {
      src: "/images/about/danielle-okafor.svg",
      alt: "صورة مرسومة لـDanielle Okafor",
      width: 240,
      height: 240,
    },
  },
  {
    name: "Ryan Tremblay",
    role: "الشريك المؤسِّس والمدير التقني",
    bio: "بنى Ryan منصات نشر لشركتين من شركات البرمجيات في تورونتو. يصمم منظومة DevOps والاستضافة السحابية لدينا، ويدير مجموعة المهندسين التي تقرر الأدوات التي نعتمدها.",
    image: {
      src: "/images/about/ryan-tremblay.svg",
      alt: "صورة مرسومة لـRyan Tremblay",
      width: 240,
      height: 240,
    },
  },
  {
    name: "Amrit Sandhu",
    role: "رئيس قسم الأمن",
    bio: "Amrit محلل حاصل على شهادة CISSP، قاد سابقًا فريق الاستجابة للحوادث في اتحاد ائتماني كندي. يتولى مسؤولية حزمة الأمان وتقييمات العملاء وبرنامج الامتثال الخاص بنا.",
    image: {
      src: "/images/about/amrit-sandhu.svg",
      alt: "صورة مرسومة لـAmrit Sandhu",
      width: 240,
      height: 240,
    },
  },
  {
    name: "Sophie Lavoie",
    role: "مديرة الأتمتة بالذكاء الاصطناعي",
    bio: "تحمل Sophie درجة الماجستير في تعلّم الآلة من جامعة واترلو. تقود ممارسة الأتمتة بالذكاء الاصطناعي، من ورش عمل حالات الاستخدام إلى قواعد المراجعة البشرية التي تُبقي المساعدين خاضعين للمساءلة.",
    image: {
      src: "/images/about/sophie-lavoie.svg",
      alt: "صورة مرسومة لـSophie Lavoie",
      width: 240,
      height: 240,
    },
  },
] satisfies Localized<typeof en.leaders>;

export const aboutCta = {
  title: "اعمل مع فريق يستجيب لك",
  text: "أخبرونا عن شركتكم وسنريكم كيف يبدو شريك تقنية المعلومات المسؤول.",
  primary: { text: "تواصل معنا", href: "/contact" },
  secondary: { text: "اطّلع على الوظائف الشاغرة", href: "/careers" },
} satisfies Localized<typeof en.aboutCta>;
