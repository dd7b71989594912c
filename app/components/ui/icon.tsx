import {
  Activity, BarChart3, Bot, BookOpen, Brain, BriefcaseBusiness, Building2, Cloud, CloudCog, Code2,
  Cpu, Database, FileText, GitBranch, Globe, GraduationCap, Handshake, Headphones, HeartHandshake,
  Layers, LayoutDashboard, Lightbulb, Lock, Mail, MessageSquare, MessagesSquare, Monitor, Network,
  Package, Phone, Rocket, Server, Settings, Shield, ShieldCheck, ShoppingCart, Sparkles, Target,
  TrendingUp, Trophy, Users, Workflow, Wrench, Zap,
} from "lucide-react";
import type { LucideIcon, LucideProps } from "lucide-react";

/**
 * Content names icons by string (the cart line stores an icon name, per the spec), so the names
 * map to components here. Add an entry when content needs a new icon.
 */
const icons = {
  activity: Activity, analytics: BarChart3, bot: Bot, book: BookOpen, brain: Brain,
  briefcase: BriefcaseBusiness, building: Building2, cloud: Cloud, "cloud-cog": CloudCog, code: Code2,
  cpu: Cpu, database: Database, file: FileText, git: GitBranch, globe: Globe, education: GraduationCap,
  handshake: Handshake, headphones: Headphones, care: HeartHandshake, layers: Layers,
  dashboard: LayoutDashboard, lightbulb: Lightbulb, lock: Lock, mail: Mail, message: MessageSquare,
  messages: MessagesSquare, monitor: Monitor, network: Network, package: Package, phone: Phone,
  rocket: Rocket, server: Server, settings: Settings, shield: Shield, "shield-check": ShieldCheck,
  cart: ShoppingCart, sparkles: Sparkles, target: Target, trending: TrendingUp, trophy: Trophy,
  users: Users, workflow: Workflow, wrench: Wrench, zap: Zap,
} satisfies Record<string, LucideIcon>;

export type IconName = keyof typeof icons;

export function isIconName(name: string): name is IconName {
  return Object.hasOwn(icons, name);
}

/** Decorative by default; an unknown name (e.g. from a hand-edited cart) falls back to a package. */
export function Icon({ name, ...props }: LucideProps & { name: string }) {
  const Component = isIconName(name) ? icons[name] : Package;
  return <Component aria-hidden="true" {...props} />;
}
