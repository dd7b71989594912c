// Relative imports only: react-router.config.ts loads content modules outside Vite.
import type * as en from "../../expertise";
import type { ExpertiseSlug } from "../../expertise";
import type { Localized } from "../localized";
import { brand, contactPoints } from "../../site";

export const expertiseCards = [
  {
    slug: "frontend-development",
    title: "تطوير الواجهات الأمامية",
    description:
      "واجهات ويب سريعة وسهلة الوصول وأنظمة تصميم تبدو أنيقة على كل الشاشات وتحوّل الزوار إلى عملاء.",
    link: "/expertise/frontend-development",
    icon: "monitor",
  },
  {
    slug: "backend-development",
    title: "تطوير الأنظمة الخلفية",
    description: "واجهات API وتكاملات وخدمات بيانات موثوقة، مصمّمة للتوسّع والأمان وسهولة الصيانة.",
    link: "/expertise/backend-development",
    icon: "server",
  },
  {
    slug: "full-stack-solutions",
    title: "حلول التطوير المتكامل (Full-Stack)",
    description:
      "تسليم المنتج من البداية إلى النهاية، من الاستكشاف والتصميم مرورًا بالبناء والإطلاق وصولًا إلى الدعم المستمر.",
    link: "/expertise/full-stack-solutions",
    icon: "layers",
  },
  {
    slug: "devsecops-excellence",
    title: "التميّز في DevSecOps",
    description:
      "أمان مدمج في كل مرحلة من مراحل التسليم، مع فحوص مؤتمتة تُبقي الإصدارات سريعة وآمنة.",
    link: "/expertise/devsecops-excellence",
    icon: "shield-check",
  },
] satisfies Localized<typeof en.expertiseCards>;

export const expertiseOverview = {
  path: "/expertise",
  meta: {
    title: "خبراتنا",
    description: `هندسة الواجهات الأمامية والأنظمة الخلفية والتطوير المتكامل وDevSecOps من فريق ${brand.name} في ${contactPoints.address.city}، ${contactPoints.address.region}.`,
  },
  breadcrumb: [{ name: "خبراتنا", path: "/expertise" }],
  hero: {
    eyebrow: "الشركة",
    title: "خبراتنا",
    intro: `المهندسون الذين يقفون وراء خدمات ${brand.shortName} يطوّرون البرمجيات لعملائنا أيضًا. إليك أبرز ما نُتقنه، وكيف يمكننا مساعدتك في مشروعك القادم.`,
  },
  blocks: [
    {
      kind: "cards",
      id: "disciplines",
      title: "تخصصاتنا الهندسية",
      intro: "أربعة تخصصات وفريق واحد: خبراء يعملون معًا في كل مشروع.",
      columns: 4,
      items: expertiseCards.map((card) => ({
        icon: card.icon,
        title: card.title,
        description: card.description,
        href: card.link,
        linkText: "استكشف",
      })),
    },
    {
      kind: "steps",
      id: "how-we-work",
      title: "كيف نعمل",
      intro: "دورات ملاحظات قصيرة، وتقدّم واضح، ولا مفاجآت في الفاتورة.",
      muted: true,
      steps: [
        {
          title: "الاستكشاف",
          description: "نتفق على المشكلة والمستخدمين ومعايير النجاح قبل كتابة أي سطر من الشيفرة.",
        },
        {
          title: "التصميم",
          description: "نماذج أولية وقرارات معمارية نراجعها مع أصحاب المصلحة لديك.",
        },
        {
          title: "التسليم",
          description: "دورات عمل مدتها أسبوعان، تنتهي كل منها بعرض توضيحي لنسخة تعمل فعليًا.",
        },
        {
          title: "الدعم",
          description: "مراقبة وإصلاحات وتحسينات بعد الإطلاق، وفق خطة تناسبك.",
        },
      ],
    },
  ],
  cta: {
    title: "هل لديك مشروع في ذهنك؟",
    text: "أخبرنا بما تعمل على بنائه. سيردّ عليك مهندس أول خلال يوم عمل واحد بأسئلة وخيارات وتقدير مبدئي للتكلفة.",
    actions: [{ label: "ابدأ مشروعًا", href: "/contact?subject=Project+Inquiry", primary: true }],
  },
} satisfies Localized<typeof en.expertiseOverview>;

const image = (slug: ExpertiseSlug, alt: string) => ({
  src: `/images/expertise/${slug}.svg`,
  alt,
  width: 480,
  height: 360,
});

const trail = (name: string, slug: ExpertiseSlug) => [
  { name: "خبراتنا", path: "/expertise" },
  { name, path: `/expertise/${slug}` },
];

export const expertisePages = {
  "frontend-development": {
    path: "/expertise/frontend-development",
    meta: {
      title: "تطوير الواجهات الأمامية",
      description: `واجهات ويب سريعة وسهلة الوصول وأنظمة تصميم وتطبيقات ويب تقدّمية يبنيها مهندسو الواجهات الأمامية في ${brand.shortName}.`,
    },
    breadcrumb: trail("تطوير الواجهات الأمامية", "frontend-development"),
    hero: {
      eyebrow: "خبراتنا",
      title: "تطوير الواجهات الأمامية",
      intro: "واجهات تُحمَّل بسرعة، وتعمل للجميع، وتجعل المهام المعقّدة تبدو بسيطة.",
    },
    blocks: [
      {
        kind: "split",
        id: "overview",
        title: "الجزء من منتجك الذي يراه عملاؤك فعلًا",
        paragraphs: [
          "واجهتك الأمامية هي المكان الذي تُكسب فيه الثقة أو تُفقد. فالصفحة البطيئة أو النموذج المربك أو الزر الذي لا يصل إليه قارئ الشاشة يكلّفك عملاء، وقد يجعلك مخالفًا لمتطلبات إمكانية الوصول في أونتاريو.",
          "يجمع مهندسو الواجهات الأمامية لدينا بين أُطر العمل الحديثة وميزانيات الأداء واختبارات إمكانية الوصول في كل طلب دمج، فتكون الجودة جزءًا من البناء لا فحصًا في النهاية.",
        ],
        image: image(
          "frontend-development",
          "رسم توضيحي لصفحة ويب متجاوبة معروضة على حاسوب محمول وهاتف",
        ),
      },
      {
        kind: "groups",
        id: "technologies",
        title: "التقنيات التي نستخدمها",
        muted: true,
        groups: [
          { title: "أُطر العمل", items: ["React", "Next.js", "React Router", "Vue", "Angular"] },
          { title: "اللغات", items: ["TypeScript", "JavaScript", "HTML", "CSS"] },
          {
            title: "التنسيق",
            items: ["Tailwind CSS", "CSS Modules", "رموز التصميم (Design tokens)", "Storybook"],
          },
          { title: "الجودة", items: ["Playwright", "Vitest", "axe-core", "Lighthouse CI"] },
        ],
      },
      {
        kind: "cards",
        id: "services",
        title: "ما نقدّمه",
        items: [
          {
            icon: "monitor",
            title: "تطبيقات الويب",
            description:
              "تطبيقات أحادية الصفحة أو مُصيَّرة على الخادم، بتحميل أول سريع وتفاعلات سلسة.",
          },
          {
            icon: "layers",
            title: "أنظمة التصميم",
            description:
              "مكتبات مكوّنات قابلة لإعادة الاستخدام تحافظ على اتساق منتجاتك وتسرّع إضافة الميزات الجديدة.",
          },
          {
            icon: "care",
            title: "معالجة مشكلات إمكانية الوصول",
            description:
              "تدقيقات وإصلاحات وفق معيار WCAG 2.2 AA، مع تقارير امتثال لقانون AODA يمكنك مشاركتها.",
          },
          {
            icon: "zap",
            title: "تحسين الأداء",
            description:
              "تحسينات في مؤشرات Core Web Vitals ترفع ترتيبك في نتائج البحث ومعدلات التحويل.",
          },
          {
            icon: "phone",
            title: "تطبيقات الويب التقدّمية",
            description: "تجارب قابلة للتثبيت وتعمل دون اتصال، دون تكلفة تطبيقات أصلية منفصلة.",
          },
          {
            icon: "wrench",
            title: "تحديث الأنظمة القديمة",
            description:
              "ترحيل تدريجي من jQuery أو AngularJS إلى أُطر حديثة دون مخاطرة إعادة الكتابة الكاملة.",
          },
        ],
      },
    ],
    cta: {
      title: "لنبنِ واجهة يحبها عملاؤك",
      text: "شاركنا تصاميمك أو موقعك الحالي أو مجرد فكرة، وسنقترح عليك نهجًا وتقديرًا للتكلفة.",
      actions: [
        {
          label: "ناقش مشروع واجهتك الأمامية",
          href: "/contact?subject=Frontend+Development+Inquiry",
          primary: true,
        },
      ],
    },
  },
  "backend-development": {
    path: "/expertise/backend-development",
    meta: {
      title: "تطوير الأنظمة الخلفية",
      description: `واجهات API وتكاملات ومسارات بيانات وخدمات موثوقة يصمّمها ويبنيها مهندسو الأنظمة الخلفية في ${brand.shortName}.`,
    },
    breadcrumb: trail("تطوير الأنظمة الخلفية", "backend-development"),
    hero: {
      eyebrow: "خبراتنا",
      title: "تطوير الأنظمة الخلفية",
      intro:
        "الخدمات والبيانات والتكاملات التي تُبقي أعمالك قائمة، مبنية لتكون سريعة وآمنة وسهلة التعديل.",
    },
    blocks: [
      {
        kind: "split",
        id: "overview",
        title: "أسس متينة لكل منتج",
        paragraphs: [
          "وراء كل منتج جيد نظام خلفي يؤدي عمله بهدوء: معالجة المدفوعات، ومزامنة البيانات بين الأنظمة، وخدمة آلاف الطلبات دون عناء.",
          "نصمّم واجهات API والخدمات بعقود واضحة واختبارات مؤتمتة وقابلية مراقبة منذ البداية، لتبقى أنظمتك موثوقة مع نمو حركة المرور والميزات.",
        ],
        image: image(
          "backend-development",
          "رسم توضيحي لخوادم مكدّسة متصلة بقاعدة بيانات ونقاط نهاية API",
        ),
      },
      {
        kind: "groups",
        id: "technologies",
        title: "التقنيات التي نستخدمها",
        muted: true,
        groups: [
          { title: "اللغات", items: ["Node.js", "TypeScript", "Python", "Go", "C#"] },
          { title: "أُطر العمل", items: ["NestJS", "Fastify", "Django", "FastAPI", ".NET"] },
          {
            title: "البيانات",
            items: ["PostgreSQL", "SQL Server", "Redis", "Kafka", "Elasticsearch"],
          },
          { title: "واجهات API", items: ["REST", "GraphQL", "gRPC", "OpenAPI", "Webhooks"] },
        ],
      },
      {
        kind: "cards",
        id: "services",
        title: "ما نقدّمه",
        items: [
          {
            icon: "code",
            title: "تصميم واجهات API وتطويرها",
            description: "واجهات API موثّقة ومُرقّمة الإصدارات يعتمد عليها شركاؤك وتطبيقاتك.",
          },
          {
            icon: "network",
            title: "تكامل الأنظمة",
            description: "ربط أنظمة ERP وCRM والدفع والشحن للتخلّص من إعادة إدخال البيانات يدويًا.",
          },
          {
            icon: "database",
            title: "نمذجة البيانات ومساراتها",
            description: "مخططات وعمليات ترحيل ومهام ETL تحافظ على دقة البيانات عبر أنظمتك.",
          },
          {
            icon: "trending",
            title: "الأداء والتوسّع",
            description:
              "تحليل الأداء والتخزين المؤقت وقوائم الانتظار للحفاظ على سرعة الاستجابة في أوقات الذروة.",
          },
        ],
        columns: 2,
      },
    ],
    cta: {
      title: "هل تحتاج إلى نظام خلفي يمكنك البناء عليه؟",
      text: "حدّثنا عن الأنظمة التي تريد ربطها أو الخدمة التي تريد بناءها، وسنضع لك الخطوط العريضة للبنية.",
      actions: [
        {
          label: "ناقش مشروع نظامك الخلفي",
          href: "/contact?subject=Backend+Development+Inquiry",
          primary: true,
        },
      ],
    },
  },
  "full-stack-solutions": {
    path: "/expertise/full-stack-solutions",
    meta: {
      title: "حلول التطوير المتكامل (Full-Stack)",
      description: `تطوير المنتجات من البداية إلى النهاية مع ${brand.shortName}: الاستكشاف والتصميم والواجهات الأمامية والأنظمة الخلفية والسحابة والدعم من فريق واحد.`,
    },
    breadcrumb: trail("حلول التطوير المتكامل (Full-Stack)", "full-stack-solutions"),
    hero: {
      eyebrow: "خبراتنا",
      title: "حلول التطوير المتكامل (Full-Stack)",
      intro: "فريق واحد من الرسم الأول إلى بيئة الإنتاج وما بعدها، دون تسليم العمل بين الوكالات.",
    },
    blocks: [
      {
        kind: "split",
        id: "overview",
        title: "منتجك، من البداية إلى النهاية",
        paragraphs: [
          "توزيع المشروع بين وكالة تصميم وشركة تطوير ومزوّد استضافة يخلق فجوات تضيع فيها المواعيد والميزانيات.",
          "تجمع فرق التطوير المتكامل لدينا بين التفكير في المنتج والتصميم وهندسة الواجهات الأمامية والأنظمة الخلفية والسحابة. فريق واحد مسؤول يتولى النتيجة، من ورشة العمل الأولى حتى خطة الدعم بعد الإطلاق.",
        ],
        image: image(
          "full-stack-solutions",
          "رسم توضيحي لطبقات الواجهة والخدمات والسحابة مجتمعة في حزمة واحدة",
        ),
      },
      {
        kind: "groups",
        id: "technologies",
        title: "أدواتنا في التطوير المتكامل",
        muted: true,
        groups: [
          {
            title: "المنتج والتصميم",
            items: ["ورش استكشافية", "Figma", "اختبارات المستخدمين", "النماذج الأولية"],
          },
          { title: "الواجهات الأمامية", items: ["React", "Next.js", "TypeScript", "Tailwind CSS"] },
          { title: "الأنظمة الخلفية", items: ["Node.js", "Python", "PostgreSQL", "GraphQL"] },
          { title: "السحابة والتسليم", items: ["AWS", "Azure", "Docker", "GitHub Actions"] },
        ],
      },
      {
        kind: "cards",
        id: "services",
        title: "ما نقدّمه",
        items: [
          {
            icon: "rocket",
            title: "منتجات أولية قابلة للتطبيق (MVP)",
            description: "إصدار أول مركّز خلال أسابيع، مبني على أسس لن تحتاج إلى إعادة كتابة.",
          },
          {
            icon: "users",
            title: "بوابات العملاء",
            description: "بوابات خدمة ذاتية آمنة للطلبات والفواتير والحجوزات وطلبات الدعم.",
          },
          {
            icon: "briefcase",
            title: "أدوات أعمال داخلية",
            description:
              "تطبيقات مخصّصة تستبدل جداول البيانات وسلاسل الرسائل الإلكترونية بمسارات عمل واضحة.",
          },
        ],
      },
    ],
    cta: {
      title: "حوّل فكرتك إلى واقع",
      text: "سواء كان منتجًا جديدًا أو إعادة بناء، سنساعدك على تحديد نطاقه وتسعيره والتخطيط لإصداره الأول.",
      actions: [
        {
          label: "ناقش مشروع التطوير المتكامل",
          href: "/contact?subject=Full-Stack+Solution+Inquiry",
          primary: true,
        },
      ],
    },
  },
  "devsecops-excellence": {
    path: "/expertise/devsecops-excellence",
    meta: {
      title: "التميّز في DevSecOps",
      description: `أمان مدمج في كل مرحلة من مراحل التسليم مع ممارسة DevSecOps في ${brand.shortName}: فحص الشيفرة، والسياسات ككود، ومسارات نشر آمنة.`,
    },
    breadcrumb: trail("التميّز في DevSecOps", "devsecops-excellence"),
    hero: {
      eyebrow: "خبراتنا",
      title: "التميّز في DevSecOps",
      intro: "أطلِق بسرعة وأمان، مع فحوص أمنية مؤتمتة في كل commit وكل عملية بناء ونشر.",
    },
    blocks: [
      {
        kind: "split",
        id: "overview",
        title: "أمن يواكب وتيرة التسليم",
        paragraphs: [
          "المراجعات الأمنية التي تُجرى مرة في السنة قبيل الإصدار تُبطئ الفرق ومع ذلك تفوتها المشكلات. فأرخص وقت لإصلاح الثغرة هو لحظة كتابتها.",
          "ندمج الفحص المؤتمت وإدارة الأسرار والتحقق من السياسات في مسارات النشر لديك، ونوجّه مطوريك لتصبح الخيارات الآمنة هي القاعدة لا فكرة لاحقة.",
        ],
        image: image("devsecops-excellence", "رسم توضيحي لحلقة تسليم مستمر في وسطها قفل"),
      },
      {
        kind: "groups",
        id: "technologies",
        title: "الأدوات والممارسات",
        muted: true,
        groups: [
          { title: "فحص الشيفرة", items: ["SAST", "Semgrep", "CodeQL", "فحص الأسرار"] },
          {
            title: "الاعتماديات",
            items: ["Dependabot", "Trivy", "توليد SBOM", "التحقق من التراخيص"],
          },
          {
            title: "البنية التحتية",
            items: ["Terraform", "Open Policy Agent", "Checkov", "Vault"],
          },
          { title: "وقت التشغيل", items: ["تقوية الحاويات", "Falco", "WAF", "تنبيهات SIEM"] },
        ],
      },
      {
        kind: "cards",
        id: "services",
        title: "ما نقدّمه",
        items: [
          {
            icon: "git",
            title: "مسارات نشر آمنة",
            description:
              "CI/CD بعمليات بناء موقّعة، وبيانات اعتماد نشر بأقل الصلاحيات، وبوابات أمنية تلقائية.",
          },
          {
            icon: "file",
            title: "السياسات ككود",
            description:
              "ضوابط للسحابة وKubernetes تمنع الإعدادات الخطرة قبل وصولها إلى بيئة الإنتاج.",
          },
          {
            icon: "lock",
            title: "إدارة الأسرار",
            description: "إزالة كلمات المرور والمفاتيح من الشيفرة وتدويرها تلقائيًا من خزنة مركزية.",
          },
          {
            icon: "education",
            title: "تمكين المطورين",
            description: "جلسات لنمذجة التهديدات وورش للبرمجة الآمنة مصمّمة وفق تقنياتك.",
          },
        ],
        columns: 2,
      },
    ],
    cta: {
      title: "اجعل الأمن جزءًا من كل إصدار",
      text: "ابدأ بمراجعة أمنية لمسارات النشر: سنرسم خريطة ضوابطك الحالية ونوصي بالتحسينات الأعلى أثرًا.",
      actions: [
        {
          label: "ناقش DevSecOps لفريقك",
          href: "/contact?subject=DevSecOps+Inquiry",
          primary: true,
        },
      ],
    },
  },
} satisfies Localized<typeof en.expertisePages>;
