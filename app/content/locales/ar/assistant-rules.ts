/**
 * The assistant chat's keyword groups and replies in Arabic. Loaded with the chat, not with the page.
 * Keywords match as substrings, so common spellings with and without hamza or tanween are listed.
 * Relative imports only: react-router.config.ts loads content.
 */
import type * as en from "../../assistant-rules";
import { brand, contactPoints } from "../../site";
import type { Localized } from "../localized";

/** The spec's keyword groups, in the spec's order: the first group with a matching keyword wins. */
export const assistantRules = [
  {
    group: "greetings",
    keywords: [
      "مرحبا",
      "مرحبًا",
      "أهلا",
      "أهلًا",
      "أهلاً",
      "اهلا",
      "السلام عليكم",
      "صباح الخير",
      "مساء الخير",
      "hello",
    ],
    response: `مرحبًا بك في ${brand.name}! يمكنني مساعدتك في العثور على خدماتنا أو أسعارنا أو الدعم أو بيانات الاتصال. ماذا تودّ أن تعرف؟`,
  },
  {
    group: "goodbye",
    keywords: ["مع السلامة", "وداعا", "وداعًا", "إلى اللقاء", "الى اللقاء", "bye"],
    response: `إلى اللقاء، وشكرًا لزيارتك ${brand.name}! يبقى زر المساعد في زاوية الشاشة متى احتجت إليه.`,
  },
  {
    group: "help or support",
    keywords: ["مساعدة", "ساعدني", "دعم", "مشكلة"],
    response:
      "يضم مركز الدعم لدينا إجابات عن الأسئلة الشائعة وقاعدة معرفة ونموذجًا لفتح التذاكر، ويرد مكتب المساعدة على التذاكر خلال يوم عمل واحد.",
    navPath: "/support",
    navText: "الانتقال إلى مركز الدعم",
  },
  {
    group: "contact",
    keywords: ["اتصال", "اتصل", "تواصل", "بريد", "هاتف", "email"],
    response: `يمكنك مراسلتنا على ${contactPoints.mailboxes.general}، أو الاتصال بنا على ${contactPoints.phone.display} (من الاثنين إلى الجمعة، من 9 صباحًا إلى 6 مساءً بالتوقيت الشرقي)، أو إرسال رسالة من صفحة الاتصال.`,
    navPath: "/contact",
    navText: "فتح صفحة الاتصال",
  },
  {
    group: "pricing",
    keywords: ["سعر", "أسعار", "اسعار", "تكلف", "خطط"],
    response:
      "تُفوتَر خططنا شهريًا أو سنويًا، وتحصل الاشتراكات السنوية على خصم 25% خلال العرض الحالي. تقارن صفحة الأسعار بين جميع الخطط.",
    navPath: "/pricing",
    navText: "عرض الأسعار",
  },
  {
    group: "about",
    keywords: ["من نحن", "عن الشركة", "شركتكم", "عنكم"],
    response: `تأسست ${brand.name} عام ${brand.founded} في ${contactPoints.address.city}، ${contactPoints.address.region}. نقدّم خدمات تقنية المعلومات المُدارة وDevOps وأتمتة الذكاء الاصطناعي والأمن السيبراني للشركات النامية.`,
    navPath: "/about",
    navText: "اقرأ قصتنا",
  },
  {
    group: "services",
    keywords: ["خدمات", "msp", "devops", "تقنية المعلومات المدارة"],
    response:
      "نقدّم خدمات تقنية المعلومات المُدارة (MSP) مع مراقبة على مدار الساعة، ومسارات DevOps، والاستضافة السحابية، وعمليات الأمن، ويتولاها فريق واحد مسؤول.",
    navPath: "/services/msp-devops",
    navText: "استكشف MSP وDevOps",
  },
  {
    group: "products",
    keywords: ["منتج", "حلول"],
    response:
      "يضم متجرنا الإلكتروني ثمانية منتجات جاهزة للنشر، من الأتمتة والأمن إلى التحليلات وإدارة علاقات العملاء (CRM)، بأسعار شهرية.",
    navPath: "/marketplace",
    navText: "تصفّح المتجر",
  },
  {
    group: "blog",
    keywords: ["مدونة", "مقال", "أخبار", "اخبار", "blog"],
    response:
      "تتناول مدونتنا الذكاء الاصطناعي وأمن الحوسبة السحابية وDevOps والتحول الرقمي، مع مقالات جديدة كل شهر.",
    navPath: "/blog",
    navText: "اقرأ المدونة",
  },
  {
    group: "privacy",
    keywords: ["خصوصية", "سياسة", "بياناتي"],
    response:
      "توضح سياسة الخصوصية لدينا البيانات التي نجمعها وسبب جمعها ومدة الاحتفاظ بها وكيفية ممارسة حقوقك بموجب قوانين الخصوصية الكندية.",
    navPath: "/privacy-policy",
    navText: "اقرأ سياسة الخصوصية",
  },
  {
    group: "terms",
    keywords: ["شروط", "أحكام", "احكام"],
    response: "تحدد شروط الخدمة لدينا كيفية استخدام خدماتنا وهذا الموقع.",
    navPath: "/terms-of-service",
    navText: "اقرأ شروط الخدمة",
  },
  {
    group: "thanks",
    keywords: ["شكرا", "شكرًا", "شكراً", "أشكرك", "اشكرك"],
    response: "على الرحب والسعة! هل هناك شيء آخر يمكنني مساعدتك في العثور عليه؟",
  },
] satisfies Localized<typeof en.assistantRules>;
