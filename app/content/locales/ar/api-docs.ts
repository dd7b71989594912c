// Relative imports only: react-router.config.ts loads content modules outside Vite.
// Code samples, endpoint paths, parameter names and JSON stay exactly as in English; prose is Arabic.
import type * as en from "../../api-docs";
import { brand, productName } from "../../site";
import * as code from "../api-examples";
import type { Localized } from "../localized";

const { rateLimitPerMinute, tokenLifetimeSeconds } = code;

export const parameterLocations = [
  { value: "path", label: "المسار" },
  { value: "query", label: "سلسلة الاستعلام" },
  { value: "body", label: "متن الطلب" },
] satisfies Localized<typeof en.parameterLocations>;

export const apiBaseUrl = code.apiBaseUrl satisfies Localized<typeof en.apiBaseUrl>;
export { rateLimitPerMinute, tokenLifetimeSeconds };

export const authEndpoint = {
  id: "post-auth-token",
  method: "POST",
  path: "/auth/token",
  summary: "طلب رمز وصول",
  description:
    "يستبدل بيانات اعتماد عميل API الخاص بك برمز Bearer قصير الأجل. وهذه هي نقطة النهاية الوحيدة التي لا تتطلب رمزًا.",
  authRequired: false,
  parameters: [
    {
      name: "client_id",
      in: "body",
      type: "string",
      required: true,
      description: "معرّف عميل API الخاص بك من بوابة المطورين.",
    },
    {
      name: "client_secret",
      in: "body",
      type: "string",
      required: true,
      description: "السر الخاص بالعميل. احتفظ به على خادمك، ولا تضعه أبدًا في متصفح أو تطبيق جوال.",
    },
    {
      name: "grant_type",
      in: "body",
      type: "string",
      required: true,
      description: 'القيمة دائمًا "client_credentials".',
    },
  ],
  ...code.apiExamples["post-auth-token"],
} satisfies Localized<typeof en.authEndpoint>;

export const userEndpoints = [
  {
    id: "get-users",
    method: "GET",
    path: "/users",
    summary: "عرض قائمة المستخدمين",
    description: "يعيد مستخدمي مؤسستك، من الأحدث إلى الأقدم، صفحةً تلو الأخرى.",
    authRequired: true,
    parameters: [
      {
        name: "page",
        in: "query",
        type: "integer",
        required: false,
        description: "رقم الصفحة، بدءًا من 1. القيمة الافتراضية 1.",
      },
      {
        name: "limit",
        in: "query",
        type: "integer",
        required: false,
        description: "عدد المستخدمين في الصفحة، من 1 إلى 100. القيمة الافتراضية 25.",
      },
    ],
    ...code.apiExamples["get-users"],
  },
  {
    id: "post-users",
    method: "POST",
    path: "/users",
    summary: "إنشاء مستخدم",
    description: "ينشئ مستخدمًا ويرسل إليه دعوة عبر البريد الإلكتروني لتعيين كلمة المرور.",
    authRequired: true,
    parameters: [
      {
        name: "username",
        in: "body",
        type: "string",
        required: true,
        description: "من 3 إلى 32 حرفًا أو رقمًا أو نقطة أو شرطة؛ ويجب أن يكون فريدًا داخل مؤسستك.",
      },
      {
        name: "email",
        in: "body",
        type: "string",
        required: true,
        description: "عنوان البريد الإلكتروني للمستخدم في العمل.",
      },
      {
        name: "role",
        in: "body",
        type: "string",
        required: false,
        description: '"admin" أو "member" أو "viewer". القيمة الافتراضية "member".',
      },
    ],
    ...code.apiExamples["post-users"],
  },
  {
    id: "get-user",
    method: "GET",
    path: "/users/{userId}",
    summary: "جلب مستخدم",
    description: "يعيد مستخدمًا واحدًا بحسب معرّفه.",
    authRequired: true,
    parameters: [
      {
        name: "userId",
        in: "path",
        type: "string",
        required: true,
        description: "معرّف المستخدم، مثل usr_7Hq2Lm4.",
      },
    ],
    ...code.apiExamples["get-user"],
  },
  {
    id: "put-user",
    method: "PUT",
    path: "/users/{userId}",
    summary: "تحديث مستخدم",
    description:
      "يستبدل بيانات المستخدم. لا ترسل كلمة المرور إلا لتعيين كلمة جديدة؛ إذ تُخزَّن في صورة تجزئة مملّحة ولا تُعاد أبدًا.",
    authRequired: true,
    parameters: [
      {
        name: "userId",
        in: "path",
        type: "string",
        required: true,
        description: "معرّف المستخدم.",
      },
      {
        name: "id",
        in: "body",
        type: "string",
        required: true,
        description: "يجب أن يطابق قيمة userId في المسار.",
      },
      {
        name: "username",
        in: "body",
        type: "string",
        required: true,
        description: "اسم المستخدم الجديد أو الحالي دون تغيير.",
      },
      {
        name: "email",
        in: "body",
        type: "string",
        required: true,
        description: "عنوان البريد الإلكتروني الجديد أو الحالي دون تغيير.",
      },
      {
        name: "password",
        in: "body",
        type: "string",
        required: false,
        description: "كلمة مرور جديدة لا تقل عن 12 حرفًا.",
      },
    ],
    ...code.apiExamples["put-user"],
  },
] satisfies Localized<typeof en.userEndpoints>;

export const dataEndpoints = [
  {
    id: "get-records",
    method: "GET",
    path: "/data/records",
    summary: "عرض قائمة السجلات",
    description: "يعيد سجلات مؤسستك (التذاكر والأصول والعقود)، من الأحدث إلى الأقدم.",
    authRequired: true,
    parameters: [
      {
        name: "page",
        in: "query",
        type: "integer",
        required: false,
        description: "رقم الصفحة، بدءًا من 1. القيمة الافتراضية 1.",
      },
      {
        name: "limit",
        in: "query",
        type: "integer",
        required: false,
        description: "عدد السجلات في الصفحة، من 1 إلى 100. القيمة الافتراضية 25.",
      },
    ],
    ...code.apiExamples["get-records"],
  },
  {
    id: "post-records",
    method: "POST",
    path: "/data/records",
    summary: "إنشاء سجل",
    description: "ينشئ سجلًا. ويحدد الخادم المعرّف والطوابع الزمنية.",
    authRequired: true,
    parameters: [
      {
        name: "type",
        in: "body",
        type: "string",
        required: true,
        description: '"ticket" أو "asset" أو "contract".',
      },
      {
        name: "title",
        in: "body",
        type: "string",
        required: true,
        description: "ملخص قصير لا يتجاوز 200 حرف.",
      },
      {
        name: "priority",
        in: "body",
        type: "string",
        required: false,
        description: '"low" أو "normal" أو "high". القيمة الافتراضية "normal".',
      },
      {
        name: "tags",
        in: "body",
        type: "string[]",
        required: false,
        description: "حتى 10 وسوم.",
      },
    ],
    ...code.apiExamples["post-records"],
  },
  {
    id: "get-record",
    method: "GET",
    path: "/data/records/{id}",
    summary: "جلب سجل",
    description: "يعيد سجلًا واحدًا بحسب معرّفه.",
    authRequired: true,
    parameters: [
      {
        name: "id",
        in: "path",
        type: "string",
        required: true,
        description: "معرّف السجل، مثل rec_90a1f3.",
      },
    ],
    ...code.apiExamples["get-record"],
  },
  {
    id: "put-record",
    method: "PUT",
    path: "/data/records/{id}",
    summary: "تحديث سجل",
    description: "يستبدل الحقول القابلة للتعديل في السجل، وتحتفظ الحقول التي لا ترسلها بقيمها.",
    authRequired: true,
    parameters: [
      {
        name: "id",
        in: "path",
        type: "string",
        required: true,
        description: "معرّف السجل.",
      },
      {
        name: "title",
        in: "body",
        type: "string",
        required: false,
        description: "ملخص قصير لا يتجاوز 200 حرف.",
      },
      {
        name: "status",
        in: "body",
        type: "string",
        required: false,
        description: '"open" أو "in_progress" أو "closed".',
      },
      {
        name: "priority",
        in: "body",
        type: "string",
        required: false,
        description: '"low" أو "normal" أو "high".',
      },
    ],
    ...code.apiExamples["put-record"],
  },
] satisfies Localized<typeof en.dataEndpoints>;

export const analyticsQueryEndpoints = [
  {
    id: "post-analytics-query",
    method: "POST",
    path: "/analytics/query",
    summary: "تشغيل استعلام تحليلي",
    description:
      "يشغّل استعلامًا للقراءة فقط على سجلاتك وبيانات المراقبة ويعيد الصفوف الناتجة. وتنتهي مهلة الاستعلامات بعد 30 ثانية.",
    authRequired: true,
    parameters: [
      {
        name: "query",
        in: "body",
        type: "string",
        required: true,
        description: "عبارة SQL SELECT للقراءة فقط على طريقتَي العرض records وmetrics.",
      },
    ],
    ...code.apiExamples["post-analytics-query"],
  },
] satisfies Localized<typeof en.analyticsQueryEndpoints>;

export const aiCompletionsEndpoint = {
  id: "post-ai-completions",
  method: "POST",
  path: "/ai/jlm/completions",
  summary: "توليد إكمال (مثال)",
  description: `مثال على نقاط نهاية الذكاء الاصطناعي: يرسل موجّهًا إلى ${productName("JLM")}، نموذجنا اللغوي المُهيّأ لعمليات تقنية المعلومات، ويعيد الإكمال. راجع توثيق الذكاء الاصطناعي للاطلاع على النماذج ومبادئ الاستخدام المسؤول.`,
  authRequired: true,
  parameters: [
    {
      name: "prompt",
      in: "body",
      type: "string",
      required: true,
      description: "التعليمات وأي سياق لازم، حتى 8,000 حرف.",
    },
    {
      name: "max_tokens",
      in: "body",
      type: "integer",
      required: false,
      description: "الحد الأقصى لطول الإكمال، من 1 إلى 1,024 رمزًا. القيمة الافتراضية 256.",
    },
  ],
  ...code.apiExamples["post-ai-completions"],
} satisfies Localized<typeof en.aiCompletionsEndpoint>;

export const allEndpoints = [
  authEndpoint,
  ...userEndpoints,
  ...dataEndpoints,
  ...analyticsQueryEndpoints,
  aiCompletionsEndpoint,
] satisfies Localized<typeof en.allEndpoints>;

/** Status names are HTTP's own reason phrases, as the API sends them: they stay in English. */
export const httpErrors = [
  {
    status: 400,
    name: "Bad Request",
    meaning: "الطلب غير سليم: JSON غير صالح، أو حقل إلزامي مفقود، أو قيمة من نوع خاطئ.",
  },
  {
    status: 401,
    name: "Unauthorized",
    meaning: "فشلت المصادقة: الرمز مفقود أو غير صالح أو منتهي الصلاحية. اطلب رمزًا جديدًا.",
  },
  {
    status: 403,
    name: "Forbidden",
    meaning: "تمت مصادقتك، لكن ليست لديك صلاحية الوصول إلى هذا المورد أو تنفيذ هذا الإجراء.",
  },
  {
    status: 404,
    name: "Not Found",
    meaning: "لم يُعثر على المورد: تحقّق من المسار والمعرّف.",
  },
  {
    status: 429,
    name: "Too Many Requests",
    meaning: `تجاوزت حد المعدل البالغ ${rateLimitPerMinute} طلب في الدقيقة. انتظر المدة المحددة في Retry-After، ثم أعد المحاولة.`,
  },
  {
    status: 500,
    name: "Internal Server Error",
    meaning: "حدث خطأ من جانبنا. أعد المحاولة لاحقًا، وإذا استمرت المشكلة فتواصل مع الدعم.",
  },
] satisfies Localized<typeof en.httpErrors>;

export const errorExample = code.errorExample satisfies Localized<typeof en.errorExample>;

export const sdkStatusLabels = {
  Available: "متاح",
  "Coming Soon": "قريبًا",
} satisfies Localized<typeof en.sdkStatusLabels>;

export const sdks = code.sdks satisfies Localized<typeof en.sdks>;

export const apiDocsCopy = {
  title: "توثيق API",
  intro: `استخدم واجهة REST API من ${brand.name} للمصادقة، وإدارة المستخدمين والسجلات، وتشغيل الاستعلامات التحليلية. جميع الطلبات والاستجابات بتنسيق JSON عبر HTTPS.`,
  metaDescription: `المصادقة، وإدارة المستخدمين والبيانات، وتشغيل الاستعلامات التحليلية عبر واجهة REST API من ${brand.shortName}: نقاط النهاية والأمثلة وحدود المعدل.`,
  gettingStarted: [
    `تتيح واجهة API من ${brand.shortName} لأنظمتك الخاصة قراءة البيانات التي نديرها لك وتحديثها: المستخدمون والتذاكر والأصول والعقود، إضافةً إلى التحليلات المبنية عليها. وهي واجهة REST: تُحدَّد الموارد بعناوين URL، وتكون الطلبات والاستجابات بتنسيق JSON، وتدل رموز حالة HTTP القياسية على النتيجة.`,
    "للبدء، أنشئ عميل API في بوابة المطورين. ستحصل على معرّف عميل وسر عميل؛ استبدلهما برمز وصول كما هو موضح في قسم المصادقة، ثم أرسل هذا الرمز مع كل طلب.",
  ],
  authentication: [
    "تستخدم الواجهة مصادقة Bearer. اطلب رمز وصول من POST /auth/token باستخدام بيانات اعتماد العميل، ثم أرسله في ترويسة Authorization مع كل طلب آخر.",
    `تنتهي صلاحية الرموز بعد ${tokenLifetimeSeconds} ثانية (ساعة واحدة). وعندما يعيد أحد الطلبات الرمز 401، اطلب رمزًا جديدًا وأعد المحاولة مرة واحدة. ولا تخزّن سر العميل إلا على خادمك.`,
  ],
  authHeaderExample: code.authHeaderExample,
  rateLimit: [
    `يمكن لكل مفتاح API إجراء ${rateLimitPerMinute} طلب في الدقيقة. وتحمل كل استجابة الترويسات X-RateLimit-Limit وX-RateLimit-Remaining وX-RateLimit-Reset؛ وبعد تجاوز الحد تعيد الواجهة الرمز 429 مع ترويسة Retry-After بالثواني.`,
    "تعيد الأخطاء متن JSON يتضمن الحالة، ورمزًا ثابتًا قابلًا للقراءة آليًا، ورسالة مفهومة للبشر.",
  ],
} satisfies Localized<typeof en.apiDocsCopy>;

export const apiSections = [
  { id: "getting-started", title: "البدء" },
  { id: "authentication", title: "المصادقة" },
  { id: "user-management-api", title: "واجهة API لإدارة المستخدمين" },
  { id: "data-management-api", title: "واجهة API لإدارة البيانات" },
  { id: "analytics-api", title: "واجهة API للتحليلات" },
  { id: "rate-limiting-errors", title: "حدود المعدل والأخطاء" },
] satisfies Localized<typeof en.apiSections>;

export const apiDocsUi = {
  eyebrow: "المطورون",
  homeLabel: "الرئيسية",
  quickLinks: "روابط سريعة",
  baseUrl: "عنوان URL الأساسي:",
  portal: "فتح بوابة المطورين",
  newTab: " (يُفتح في علامة تبويب جديدة)",
  sdksTitle: "حزم تطوير البرمجيات (SDK)",
  sdkUnavailable: "استخدم واجهة REST مباشرةً إلى أن تصدر.",
  authHeaderLabel: "ترويسة Authorization",
  userIntro: `أنشئ الأشخاص الذين يمكنهم استخدام خدمات ${brand.shortName} واعرضهم واقرأ بياناتهم وحدّثها.`,
  dataIntro:
    "السجلات هي التذاكر والأصول والعقود التي نديرها لك. اعرضها صفحةً صفحة، وأنشئها من أدواتك الخاصة، وأبقها محدّثة.",
  analyticsIntro: "استعلم عن سجلاتك وبيانات المراقبة، واستدعِ نماذج الذكاء الاصطناعي لدينا بالرمز نفسه.",
  aiDocsBefore: "النماذج والحدود والاستخدام المسؤول موصوفة في",
  aiDocsLink: "وثائق الذكاء الاصطناعي",
  errorsCaption: "أخطاء HTTP التي تعيدها الواجهة",
  statusColumn: "الحالة",
  meaningColumn: "المعنى",
  errorExampleLabel: "مثال على استجابة خطأ",
  stuck: "هل واجهت خطأً غير مشروح هنا؟ يمكن لفريق الدعم لدينا فحص معرّفات طلباتك.",
  contactSupport: "تواصل مع الدعم",
  parameters: "المعاملات",
  parametersOf: "معاملات {name}",
  nameColumn: "الاسم",
  inColumn: "الموضع",
  typeColumn: "النوع",
  descriptionColumn: "الوصف",
  required: "(إلزامي)",
  copy: {
    button: "نسخ",
    success: "نُسخ إلى الحافظة",
    successDescription: "مثال الشيفرة جاهز للصق.",
    failure: "تعذّر النسخ",
    failureDescription: "تعذّر نسخ الشيفرة إلى الحافظة. حدّد النص وانسخه يدويًا.",
  },
  requestExample: "مثال الطلب: {name}",
  responseExample: "مثال الاستجابة: {name}",
  authRequired: "يتطلب المصادقة",
  public: "عام",
} satisfies Localized<typeof en.apiDocsUi>;
