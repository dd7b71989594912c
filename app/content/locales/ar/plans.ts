// Relative imports only: react-router.config.ts loads content modules outside Vite.
import type * as en from "../../plans";
import type { Localized } from "../localized";
import { brand, contactPoints, productName } from "../../site";

export const billingTabs = [
  { value: "monthly", label: "الفوترة الشهرية" },
  { value: "annual", label: "الفوترة السنوية (وفّر حتى 20%)" },
] satisfies Localized<typeof en.billingTabs>;
export const defaultBillingPeriod = "annual" satisfies Localized<typeof en.defaultBillingPeriod>;

export const aiTabs = [
  { value: "monthly", label: "مشروع أو اشتراك شهري" },
  { value: "annual", label: "شراكة سنوية" },
] satisfies Localized<typeof en.aiTabs>;
export const defaultAiPeriod = "monthly" satisfies Localized<typeof en.defaultAiPeriod>;

const growthFeatures = [
  "حتى 10 مستخدمين",
  "50 غيغابايت من التخزين السحابي الآمن",
  "حماية مُدارة للأجهزة الطرفية وتحديثات أمنية منتظمة",
  "مكتب مساعدة خلال ساعات العمل (البريد الإلكتروني والهاتف)",
  "تقرير شهري عن سلامة الأنظمة",
];

const innovationFeatures = [
  "حتى 50 مستخدمًا",
  "250 غيغابايت من التخزين السحابي الآمن",
  "مراقبة على مدار الساعة طوال أيام الأسبوع مع استجابة خلال ساعة واحدة للحالات الحرجة",
  "مراجعات لمسارات CI/CD ولتكاليف الخدمات السحابية",
  "جلسة استراتيجية ربع سنوية مع مهندس معماري أول",
  "لوحات معلومات ذكاء الأعمال مشمولة",
];

const enterpriseFeatures = [
  "عدد غير محدود من المستخدمين",
  "تخزين بسعة تيرابايت فأكثر مع إقامة البيانات في كندا",
  "فريق حساب مخصّص وزيارات ميدانية",
  "اتفاقيات مستوى خدمة مخصّصة وتقارير امتثال",
  "تغطية من مركز العمليات الأمنية",
  "تسجيل دخول موحّد (SSO) وسجلات تدقيق",
];

const growthDescription =
  "للفرق الصغيرة التي تريد استبدال حلول تقنية المعلومات المرتجلة بأساس مُدار وآمن.";
const innovationDescription =
  "للشركات سريعة النمو التي تحتاج إلى دعم على مدار الساعة وأساليب تسليم حديثة.";
const enterpriseDescription =
  "للمؤسسات ذات البنية التحتية المعقّدة أو متطلبات الامتثال أو المواقع المتعددة.";

export const standardPlans = {
  monthly: [
    {
      name: "Growth Catalyst",
      price: "$99",
      frequency: "شهريًا",
      description: growthDescription,
      features: growthFeatures,
      buttonText: "ابدأ النمو",
      popular: false,
      ctaLink: "/contact?plan=growth-monthly",
    },
    {
      name: "Innovation Accelerator",
      price: "$249",
      frequency: "شهريًا",
      description: innovationDescription,
      features: innovationFeatures,
      buttonText: "انطلق الآن",
      popular: true,
      ctaLink: "/contact?plan=innovation-monthly",
    },
    {
      name: "Enterprise Vanguard",
      price: "حسب الطلب",
      frequency: "مصمّم وفق احتياجات مؤسستك",
      description: enterpriseDescription,
      features: enterpriseFeatures,
      buttonText: "تواصل مع المبيعات",
      popular: false,
      ctaLink: "/contact?plan=enterprise",
    },
  ],
  annual: [
    {
      name: "Growth Catalyst",
      price: "$79",
      originalPrice: "$99",
      frequency: "شهريًا، بفوترة سنوية",
      description: growthDescription,
      features: growthFeatures,
      buttonText: "ابدأ النمو",
      popular: false,
      discount: "وفّر 20%",
      ctaLink: "/contact?plan=growth-annual",
    },
    {
      name: "Innovation Accelerator",
      price: "$199",
      originalPrice: "$249",
      frequency: "شهريًا، بفوترة سنوية",
      description: innovationDescription,
      features: innovationFeatures,
      buttonText: "انطلق الآن",
      popular: true,
      discount: "وفّر 20%",
      ctaLink: "/contact?plan=innovation-annual",
    },
    {
      name: "Enterprise Vanguard",
      price: "حسب الطلب",
      frequency: "اتفاقية سنوية مصمّمة وفق احتياجات مؤسستك",
      description: enterpriseDescription,
      features: enterpriseFeatures,
      buttonText: "تواصل مع المبيعات",
      popular: false,
      discount: "أسعار حسب الحجم",
      ctaLink: "/contact?plan=enterprise-annual",
    },
  ],
} satisfies Localized<typeof en.standardPlans>;

const aiSuiteFeatures = [
  "ورشة استكشافية وخارطة طريق للأتمتة",
  "مساعدو محادثة ودعم بالذكاء الاصطناعي مدرَّبون على محتواك",
  "أتمتة سير العمل عبر أدواتك الحالية",
  "مسارات بيانات وتقارير يمكنك الوثوق بها",
  "مراجعة الخصوصية لمعالجة البيانات وفق المتطلبات الكندية",
];

export const aiPlans = {
  monthly: [
    {
      name: "AI Automation Suite",
      price: "$2K–$30K+",
      frequency: "لكل مشروع أو باشتراك شهري",
      description:
        "مشاريع محددة النطاق أو اشتراك مستمر: ابدأ بسير عمل واحد عالي القيمة، ثم توسّع كلما أثبت جدواه.",
      features: [...aiSuiteFeatures, "عروض أسعار بنطاق ثابت قبل بدء أي عمل"],
      buttonText: "احجز مكالمة استراتيجية للذكاء الاصطناعي",
      popular: false,
      ctaLink: "/contact?service=ai-automation&plan=suite-monthly",
      icon: "bot",
    },
  ],
  annual: [
    {
      name: "AI Automation Suite",
      price: "اشتراك سنوي مخصّص",
      frequency: "قيمة تقديرية: $24K–$360K+",
      description:
        "شراكة لمدة عام مع فريق ذكاء اصطناعي مخصّص، وخارطة طريق مشتركة، وأولوية في التسليم.",
      features: [
        ...aiSuiteFeatures,
        "مهندس ذكاء اصطناعي مخصّص ومراجعات ربع سنوية لخارطة الطريق",
        "أولوية في الجدولة ومراقبة مستمرة للنماذج",
      ],
      buttonText: "ناقش شراكة سنوية",
      popular: true,
      discount: "أفضل قيمة على المدى الطويل",
      ctaLink: "/contact?service=ai-automation&plan=suite-annual",
      icon: "brain",
    },
  ],
} satisfies Localized<typeof en.aiPlans>;

export const pricingPage = {
  meta: {
    title: "الأسعار",
    description: `قارن خطط ${brand.shortName} بالفوترة الشهرية أو السنوية، وأسعار أتمتة الذكاء الاصطناعي لكل مشروع أو باشتراك أو بشراكة سنوية.`,
  },
  hero: {
    eyebrow: "الأسعار",
    title: "أسعار بسيطة وشفافة",
    intro:
      "خطط لإدارة تقنية المعلومات والخدمات السحابية والدعم تنمو مع فريقك. ادفع شهريًا، أو اختر الفوترة السنوية ووفّر حتى 20%. جميع الأسعار بالدولار الأمريكي.",
  },
  promotion: {
    title: "تخفيض سريع: خصم 25% على سنتك الأولى",
    text: "لفترة محدودة، تحصل الاشتراكات السنوية الجديدة على خصم 25% على السنة الأولى بدلًا من التوفير السنوي المعتاد. الأسعار أدناه هي أسعارنا السنوية الاعتيادية، ويطبّق المختص سعر التخفيض على عرض السعر الخاص بك.",
  },
  standard: {
    id: "plans",
    title: "خطط تقنية المعلومات المُدارة",
    intro: `تشمل كل خطة الإعداد على يد فريقنا في ${contactPoints.address.city}، وإقامة البيانات في كندا، دون رسوم إعداد مرتفعة.`,
    tabsLabel: "فترة الفوترة",
  },
  ai: {
    id: "ai-automation",
    title: "أسعار أتمتة الذكاء الاصطناعي",
    intro: `تُسعَّر مشاريع ${productName("AI Automation")} وفق نطاقها. توفّر المشاريع المعتادة على عملائنا ما بين 2,000 و30,000 دولار سنويًا من العمل اليدوي، ويسترد معظمها تكلفته خلال السنة الأولى.`,
    tabsLabel: "نموذج التعاقد على الذكاء الاصطناعي",
  },
  faqTitle: "أسئلة حول الأسعار",
  faqs: [
    {
      question: "ما العلاقة بين التخفيض السريع بنسبة 25% والتوفير السنوي بنسبة 20%؟",
      answer:
        "توفّر الفوترة السنوية دائمًا ما يصل إلى 20% مقارنةً بالدفع الشهري. وخلال فترة التخفيض السريع، تحصل الاشتراكات السنوية الجديدة بدلًا من ذلك على خصم 25% على السنة الأولى؛ ولا يُجمع بين الخصمين. واعتبارًا من السنة الثانية يُطبَّق السعر السنوي الاعتيادي.",
    },
    {
      question: "هل يمكنني التبديل بين الفوترة الشهرية والسنوية؟",
      answer:
        "نعم. يمكنك الانتقال من الفوترة الشهرية إلى السنوية في أي تاريخ تجديد، ونُضيف إلى رصيدك الجزء غير المستخدم من شهرك الحالي.",
    },
    {
      question: "من يُحتسب مستخدمًا؟",
      answer:
        "المستخدم هو شخص محدد بالاسم لديه جهاز أو حساب مُدار. ولا تُحتسب صناديق البريد المشتركة وحسابات الخدمة والطابعات.",
    },
    {
      question: "هل توجد رسوم إعداد أو عقود طويلة الأجل؟",
      answer:
        "يمكن إلغاء الخطط الشهرية بإشعار مسبق مدته 30 يومًا. والإعداد مشمول في خطتَي Growth Catalyst وInnovation Accelerator، أما إعداد خطة Enterprise Vanguard فيُحدَّد نطاقه في عرضك.",
    },
  ],
  cta: {
    title: "لست متأكدًا من الخطة المناسبة؟",
    text: "حدّثنا عن فريقك وأنظمتك وما يقلقك. سيوصي أحد المختصين بالخطة المناسبة ويرسل إليك عرض سعر واضحًا خلال يوم عمل واحد.",
    label: "تحدّث إلى مختص",
    href: "/contact",
  },
} satisfies Localized<typeof en.pricingPage>;

export const planCardCopy = {
  mostPopular: "الأكثر شيوعًا",
  regularPrice: "السعر المعتاد: ",
  includes: "تشمل خطة {name}",
} satisfies Localized<typeof en.planCardCopy>;
