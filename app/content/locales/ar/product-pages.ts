// Relative imports only: react-router.config.ts loads content modules outside Vite.
import type * as en from "../../product-pages";
import type { ProductPageSlug } from "../../product-pages";
import type { Localized } from "../localized";
import { brand, productName } from "../../site";

export const productListBlockId = {
  "enterprise-solution": "key-features",
  "business-intelligence": "highlights",
  "security-suite": "capabilities",
  "ai-automation": "offerings",
} satisfies Localized<typeof en.productListBlockId>;

const image = (slug: ProductPageSlug, alt: string) => ({
  src: `/images/offerings/${slug}.svg`,
  alt,
  width: 480,
  height: 360,
});

export const productPages = {
  "enterprise-solution": {
    path: "/products/enterprise-solution",
    meta: {
      title: "Enterprise Solution Suite: منصة إدارة متكاملة",
      description: `تجمع ${productName("Enterprise Solution Suite")} العمليات والمالية والموارد البشرية والتقارير في المؤسسات النامية ضمن منصة واحدة.`,
    },
    breadcrumb: [{ name: "Enterprise Solution Suite", path: "/products/enterprise-solution" }],
    hero: {
      eyebrow: "المنتجات",
      title: productName("Enterprise Solution Suite"),
      intro:
        "منصة واحدة مترابطة للعمليات والمالية والموظفين والعملاء، لتعمل فرقك كلها بالأرقام نفسها بدلًا من عشرات جداول البيانات.",
      actions: [
        {
          label: "اطلب عرضًا توضيحيًا",
          href: "/contact?demo=true&product=enterprise-solution",
          primary: true,
        },
      ],
    },
    blocks: [
      {
        kind: "split",
        id: "overview",
        title: "مصدر واحد موثوق للحقيقة بدلًا من أدوات متفرقة",
        paragraphs: [
          "كثيرًا ما تدير الشركات النامية المحاسبة في نظام، والمخزون في نظام آخر، والموارد البشرية في مجلد مشترك. فيستغرق إعداد التقارير أيامًا، ولا يثق بها أحد ثقة كاملة.",
          `تجمع ${productName("Enterprise Solution Suite")} هذه العمليات في منصة آمنة واحدة، يهيّئها فريقنا وفق طريقة عملك الحالية، وتُستضاف في كندا.`,
        ],
        points: [
          "التنفيذ خلال 8 إلى 12 أسبوعًا لمعظم الشركات المتوسطة",
          "ترحيل البيانات من QuickBooks وSage وجداول البيانات",
          "تدريب كل فريق قبل بدء التشغيل الفعلي",
        ],
        image: image(
          "enterprise-solution",
          "رسم توضيحي لوحدات مترابطة للمالية والموظفين والعمليات حول محور مركزي",
        ),
      },
      {
        kind: "cards",
        id: "key-features",
        title: "الميزات الرئيسية",
        intro: "ست وحدات تعمل معًا منذ اليوم الأول، ويمكن الحصول على كل منها منفردةً مع نمو أعمالك.",
        muted: true,
        items: [
          {
            icon: "layers",
            title: "عمليات موحّدة",
            description:
              "الطلبات والمخزون والمشتريات والمشاريع في مكان واحد، مع متابعة فورية للمخزون وحساب تكلفة كل مشروع.",
          },
          {
            icon: "analytics",
            title: "المالية والمحاسبة",
            description:
              "دفتر الأستاذ العام والذمم المدينة والدائنة وتقارير متعددة العملات، مع دعم مدمج للضرائب الكندية.",
          },
          {
            icon: "users",
            title: "الموظفون والموارد البشرية",
            description:
              "سجلات الموظفين والإجازات وقوائم تهيئة الموظفين الجدد وموافقات تتبع الهيكل التنظيمي لمؤسستك.",
          },
          {
            icon: "handshake",
            title: "علاقات العملاء",
            description: "جهات الاتصال والفرص وسجل الخدمة مشتركة بين المبيعات والدعم والمالية.",
          },
          {
            icon: "workflow",
            title: "أتمتة سير العمل",
            description: "الموافقات والتذكيرات وتوجيه المستندات دون برمجة، مع سجل تدقيق كامل.",
          },
          {
            icon: "lock",
            title: "الأمن والامتثال",
            description:
              "تسجيل دخول موحّد، وصلاحيات وصول حسب الدور، واستضافة مشفّرة في كندا تُرضي المدققين.",
          },
        ],
      },
      {
        kind: "steps",
        id: "rollout",
        title: "من الانطلاق إلى التشغيل الفعلي",
        steps: [
          {
            title: "الاستكشاف",
            description: "ورش عمل مع كل قسم لرسم خريطة العمليات والبيانات والتقارير.",
          },
          {
            title: "التهيئة",
            description: "نُعدّ الوحدات والأدوار ومسارات العمل، ثم نرحّل بياناتك التاريخية.",
          },
          {
            title: "التدريب",
            description: "جلسات تدريب حسب الدور وأدلة مرجعية سريعة لكل فريق.",
          },
          {
            title: "الدعم",
            description: "رعاية مكثفة بعد الإطلاق، ثم دعم مستمر من المستشارين أنفسهم.",
          },
        ],
      },
    ],
    cta: {
      title: "شاهد المنصة تعمل بعملياتك أنت",
      text: "احجز عرضًا توضيحيًا مدته 45 دقيقة مصمّمًا لقطاعك، أو تحدّث إلى فريق المبيعات عن التراخيص والتنفيذ.",
      actions: [
        {
          label: "اطلب عرضًا توضيحيًا",
          href: "/contact?demo=true&product=enterprise-solution",
          primary: true,
        },
        { label: "تواصل مع المبيعات", href: "/contact" },
      ],
    },
  },
  "business-intelligence": {
    path: "/products/business-intelligence",
    meta: {
      title: "Business Intelligence: لوحات المعلومات والتحليلات",
      description: `يحوّل ${productName("Business Intelligence")} بياناتك التشغيلية إلى لوحات معلومات موثوقة وتوقعات وقرارات يومية.`,
    },
    breadcrumb: [{ name: "Business Intelligence", path: "/products/business-intelligence" }],
    hero: {
      eyebrow: "المنتجات",
      title: productName("Business Intelligence"),
      intro:
        "اربط أنظمتك، ونمذج بياناتك مرة واحدة، وامنح كل مدير لوحات معلومات يثق بها. وكفى جدالًا حول أي جدول بيانات هو الصحيح.",
      actions: [
        {
          label: "اطلب عرضًا توضيحيًا",
          href: "/contact?demo=true&product=business-intelligence",
          primary: true,
        },
      ],
    },
    blocks: [
      {
        kind: "split",
        id: "overview",
        title: "من البيانات الخام إلى القرارات في أسابيع لا في فصول",
        paragraphs: [
          "تجمع معظم المؤسسات بالفعل البيانات التي تحتاج إليها، لكنها مبعثرة بين أنظمة المحاسبة وإدارة علاقات العملاء والتجارة الإلكترونية والعمليات التي لا تتواصل فيما بينها.",
          `يربط ${productName("Business Intelligence")} هذه المصادر، وينظّف البيانات وينمذجها في مستودع خاضع للحوكمة، ويقدّم لوحات معلومات تتحدّث من تلقاء نفسها.`,
        ],
        points: [
          "أكثر من 60 موصلًا جاهزًا",
          "مؤشرات تُعرَّف مرة واحدة وتُستخدم في كل مكان",
          "مستودع بيانات مستضاف في كندا",
        ],
        image: image(
          "business-intelligence",
          "رسم توضيحي للوحة معلومات فيها مخطط خطي ومخطط أعمدة وأرقام رئيسية",
        ),
      },
      {
        kind: "cards",
        id: "highlights",
        title: "أبرز المزايا",
        intro: "كل ما تحتاج إليه شركة نامية للانتقال من التقارير الشهرية إلى رؤى لحظية.",
        muted: true,
        items: [
          {
            icon: "network",
            title: "اربط كل المصادر",
            description:
              "اسحب البيانات وفق جدول زمني من QuickBooks وSalesforce وShopify وقواعد بيانات SQL وجداول البيانات.",
          },
          {
            icon: "dashboard",
            title: "لوحات معلومات ذاتية الخدمة",
            description:
              "تقارير بالسحب والإفلات يبنيها المديرون بأنفسهم، على نموذج يحافظ محللونا على دقته.",
          },
          {
            icon: "trending",
            title: "التنبؤ",
            description: "توقعات للمبيعات والتدفق النقدي والطلب تتحدّث مع وصول بيانات جديدة.",
          },
          {
            icon: "zap",
            title: "تنبيهات مهمة فعلًا",
            description: "إشعارات عبر البريد الإلكتروني أو Teams عندما يتجاوز مؤشر ما حدًّا تضبطه.",
          },
          {
            icon: "shield-check",
            title: "وصول خاضع للحوكمة",
            description: "أمان على مستوى الصفوف ليرى كل شخص البيانات المخوّل برؤيتها فقط.",
          },
          {
            icon: "monitor",
            title: "وصول من أي مكان",
            description:
              "لوحات معلومات تعمل على الهواتف والأجهزة اللوحية، وحزم PDF مجدولة لمجلس الإدارة.",
          },
        ],
      },
    ],
    cta: {
      title: "اجعل بياناتك تعمل لصالحك",
      text: "شاهد مؤشراتك الخاصة في عرض توضيحي مباشر، أو قارن الخطط التي تتضمن لوحات معلومات Business Intelligence.",
      actions: [
        {
          label: "اطلب عرضًا توضيحيًا",
          href: "/contact?demo=true&product=business-intelligence",
          primary: true,
        },
        { label: "اطّلع على خطط الأسعار", href: "/pricing" },
      ],
    },
  },
  "security-suite": {
    path: "/products/security-suite",
    meta: {
      title: "Security Suite: الأمن السيبراني المُدار",
      description: `تحمي ${productName("Security Suite")} الأجهزة الطرفية والهويات والبريد الإلكتروني وأحمال العمل السحابية بمراقبة واستجابة على مدار الساعة.`,
    },
    breadcrumb: [{ name: "Security Suite", path: "/products/security-suite" }],
    hero: {
      eyebrow: "المنتجات",
      title: productName("Security Suite"),
      intro:
        "حماية متعددة الطبقات للحواسيب المحمولة والحسابات والبريد الإلكتروني والسحابة، يراقبها على مدار الساعة محللون يتعاملون مع التنبيهات بدلًا من الاكتفاء بإحالتها.",
      actions: [
        {
          label: "اطلب تقييمًا أمنيًا",
          href: "/contact?assessment=true&product=security-suite",
          primary: true,
        },
      ],
    },
    blocks: [
      {
        kind: "split",
        id: "overview",
        title: "أمن بمستوى المؤسسات الكبرى، بمقاس أعمالك",
        paragraphs: [
          "يستهدف المهاجمون المؤسسات الصغيرة والمتوسطة تحديدًا لأنها نادرًا ما تملك فريقًا أمنيًا. وتكلّف برامج الفدية والاحتيال بالفواتير وكلمات المرور المسروقة الشركات الكندية ملايين الدولارات كل عام.",
          `تجمع ${productName("Security Suite")} بين أدوات مجرّبة ومركز عمليات أمنية يعمل فيه محللونا، وتُهيَّأ وفق مستوى المخاطر لديك وميزانيتك.`,
        ],
        points: [
          "نشر خلال أيام دون أجهزة جديدة",
          "تقييم أمني شهري وملخص تنفيذي",
          "الاستجابة للحوادث مشمولة، لا تُحتسب بالساعة",
        ],
        image: image(
          "security-suite",
          "رسم توضيحي لدرع يحمي حاسوبًا محمولًا وحساب مستخدم وظرف رسالة",
        ),
      },
      {
        kind: "cards",
        id: "capabilities",
        title: "القدرات",
        intro: "ست طبقات تسدّ الثغرات التي يستغلها المهاجمون أكثر من غيرها.",
        muted: true,
        items: [
          {
            icon: "monitor",
            title: "كشف التهديدات على الأجهزة الطرفية والاستجابة لها",
            description: "مكافحة فيروسات من الجيل الجديد بكشف سلوكي يعزل الأجهزة المصابة في ثوانٍ.",
          },
          {
            icon: "users",
            title: "حماية الهويات",
            description:
              "مصادقة متعددة العوامل، ووصول مشروط، وتنبيهات عند محاولات تسجيل الدخول الخطرة.",
          },
          {
            icon: "mail",
            title: "أمن البريد الإلكتروني",
            description:
              "تصفية رسائل التصيّد الاحتيالي وانتحال الهوية والمرفقات الخبيثة قبل وصولها إلى صندوق الوارد.",
          },
          {
            icon: "cloud",
            title: "الوضع الأمني للسحابة",
            description:
              "فحص مستمر لإعدادات Microsoft 365 وAWS وAzure وفق أفضل الممارسات المعتمدة.",
          },
          {
            icon: "education",
            title: "التدريب على التوعية الأمنية",
            description:
              "دروس شهرية قصيرة وحملات تصيّد احتيالي محاكاة تُحدث تغييرًا ملموسًا في السلوك.",
          },
          {
            icon: "shield",
            title: "مركز عمليات أمنية (SOC) على مدار الساعة والاستجابة للحوادث",
            description:
              "محللون يحققون في الحوادث ويحتوونها ويرفعون التقارير عنها في أي ساعة، وفق دليل إجراءات موثّق.",
          },
        ],
      },
    ],
    cta: {
      title: "اعرف موقفك الأمني",
      text: "يراجع تقييمنا المجاني حساباتك وأجهزتك وإعدادات بريدك الإلكتروني، ويقدّم لك خلال أسبوع قائمة بالمخاطر مرتبة حسب الأولوية.",
      actions: [
        {
          label: "اطلب تقييمًا أمنيًا",
          href: "/contact?assessment=true&product=security-suite",
          primary: true,
        },
        { label: "تحدّث إلى خبير", href: "/contact" },
      ],
    },
  },
  "ai-automation": {
    path: "/products/ai-automation",
    meta: {
      title: "خدمات أتمتة الذكاء الاصطناعي",
      description: `محادثة بالذكاء الاصطناعي، وأتمتة الدعم، وحلول ذكاء اصطناعي مخصّصة، وأتمتة البيانات من ${brand.name}، مبنية حول بياناتك وخصوصيتك.`,
    },
    breadcrumb: [{ name: "خدمات أتمتة الذكاء الاصطناعي", path: "/products/ai-automation" }],
    hero: {
      eyebrow: "المنتجات",
      title: productName("AI Automation"),
      intro:
        "ذكاء اصطناعي عملي يردّ على العملاء ويوجّه الطلبات ويحوّل المستندات إلى بيانات، مبني على محتواك وخاضع لسياساتك.",
      actions: [
        {
          label: "احجز مكالمتك الاستراتيجية للذكاء الاصطناعي",
          href: "/contact?service=ai-automation",
          primary: true,
        },
      ],
    },
    blocks: [
      {
        kind: "split",
        id: "overview",
        title: "ذكاء اصطناعي يستحق تكلفته",
        paragraphs: [
          "نبدأ بالأعمال المتكررة التي تستهلك أكبر عدد من ساعات فريقك: الإجابة عن الأسئلة نفسها، وإعادة إدخال المعلومات بين الأنظمة، وتجميع التقارير الأسبوعية.",
          "ثم نصمّم أتمتة تؤدي هذا العمل بموثوقية ونبنيها ونراقبها، مع إبقاء الإنسان مشاركًا حيثما كان التقدير مهمًا، والبيانات داخل كندا.",
        ],
        points: [
          "دراسة جدوى قابلة للقياس قبل أي تطوير",
          "يعمل مع Microsoft 365 وGoogle Workspace وأدوات أعمالك",
          "مراجعة لأثر الخصوصية في كل حل",
        ],
        image: image("ai-automation", "رسم توضيحي لفقاعة محادثة متصلة بخطوات سير عمل مؤتمتة"),
      },
      {
        kind: "cards",
        id: "offerings",
        title: "خدماتنا في الذكاء الاصطناعي",
        intro: "أربع طرق لتسخير الذكاء الاصطناعي، من مساعد واحد إلى برنامج أتمتة متكامل.",
        columns: 2,
        muted: true,
        items: [
          {
            icon: "messages",
            title: "خدمات المحادثة بالذكاء الاصطناعي",
            description:
              "مساعدون لموقعك الإلكتروني وشبكتك الداخلية يجيبون من مستنداتك ويحيلون المحادثة إلى موظف عند الحاجة.",
            points: [
              "مدرَّبون على قاعدة معارفك",
              "ثنائيو اللغة بالإنجليزية والفرنسية",
              "تحليلات المحادثات",
            ],
          },
          {
            icon: "headphones",
            title: "أتمتة الدعم بالذكاء الاصطناعي",
            description:
              "فرز التذاكر واقتراح الردود والتوجيه التلقائي لتقليص زمن الاستجابة الأولى لدى فريق الدعم.",
            points: [
              "يتكامل مع نظام مكتب المساعدة لديك",
              "رصد المشاعر ودرجة الإلحاح",
              "ردود يعتمدها الموظفون",
            ],
          },
          {
            icon: "brain",
            title: "حلول ذكاء اصطناعي مخصّصة",
            description:
              "نماذج ووكلاء مصمّمون خصيصًا لتحدياتك الفريدة في التسعير أو مراجعة المستندات أو الجدولة أو التنبؤ.",
            points: ["تقييم قبل الإطلاق", "خيارات نشر خاصة", "مراقبة مستمرة للنماذج"],
          },
          {
            icon: "analytics",
            title: "رؤى البيانات وأتمتتها",
            description:
              "مسارات بيانات تستخرج المعلومات من الفواتير والنماذج ورسائل البريد الإلكتروني، ثم تغذّي لوحات المعلومات والأنظمة اللاحقة.",
            points: [
              "استخراج بيانات المستندات والنماذج",
              "تقارير مؤتمتة",
              "معالجة الاستثناءات على يد فريقك",
            ],
          },
        ],
      },
      {
        kind: "steps",
        id: "approach",
        title: "كيف ننفّذ",
        steps: [
          {
            title: "مكالمة استراتيجية",
            description:
              "محادثة مجانية لتحديد مسارات العمل التي يوفّر فيها الذكاء الاصطناعي أكبر قدر من الوقت.",
          },
          {
            title: "إثبات القيمة",
            description:
              "مشروع تجريبي صغير بسعر ثابت على بياناتك الحقيقية، بمعايير نجاح متفق عليها.",
          },
          {
            title: "البناء والتكامل",
            description: "نشر في بيئة الإنتاج متصل بالأنظمة التي يستخدمها فريقك بالفعل.",
          },
          {
            title: "القياس والتحسين",
            description: "تقارير شهرية عن الدقة والاستخدام والساعات الموفَّرة، مع ضبط منتظم.",
          },
        ],
      },
    ],
    cta: {
      title: "حقّق أول نجاح لك مع الذكاء الاصطناعي",
      text: "احجز مكالمة استراتيجية واخرج منها بفرصتين أو ثلاث فرص للأتمتة مرتبة حسب قيمتها، أو قارن خيارات أسعار الذكاء الاصطناعي لدينا.",
      actions: [
        {
          label: "احجز مكالمتك الاستراتيجية للذكاء الاصطناعي",
          href: "/contact?service=ai-automation",
          primary: true,
        },
        { label: "اطّلع على أسعار الذكاء الاصطناعي", href: "/pricing#ai-automation" },
      ],
    },
  },
} satisfies Localized<typeof en.productPages>;
