import {
  BookOpen,
  Briefcase,
  Car,
  Dumbbell,
  House,
  Shirt,
  Smartphone,
  Store,
  Tag,
  Truck,
  Utensils,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import { cn } from '#client/lib/cn.ts';

/** The lucide icons the seeded categories name (src/shared/categories.ts); imported one by one to stay small. */
const ICONS: Record<string, LucideIcon> = {
  smartphone: Smartphone,
  shirt: Shirt,
  house: House,
  car: Car,
  dumbbell: Dumbbell,
  'book-open': BookOpen,
  wrench: Wrench,
  briefcase: Briefcase,
  utensils: Utensils,
  truck: Truck,
  store: Store,
};

/** A category's icon by its stored lucide name; a tag for names we do not know. Decorative. */
export function CategoryIcon({ icon, className }: { icon: string; className?: string }) {
  const Icon = ICONS[icon] ?? Tag;
  return <Icon aria-hidden className={cn('size-4 shrink-0', className)} />;
}
