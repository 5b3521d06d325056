import { z } from 'zod';

export const categorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  icon: z.string(),
});
export type Category = z.infer<typeof categorySchema>;

/** Seeded always; names stored in Spanish (translated on screen by name), icons are lucide names. */
export const REFERENCE_CATEGORIES = [
  { name: 'Electrónicos', icon: 'smartphone' },
  { name: 'Ropa', icon: 'shirt' },
  { name: 'Hogar', icon: 'house' },
  { name: 'Vehículos', icon: 'car' },
  { name: 'Deportes', icon: 'dumbbell' },
  { name: 'Libros', icon: 'book-open' },
  { name: 'Herramientas', icon: 'wrench' },
  { name: 'Servicios', icon: 'briefcase' },
  { name: 'Restaurantes', icon: 'utensils' },
  { name: 'Food trucks', icon: 'truck' },
  { name: 'Puestos de comida', icon: 'store' },
] as const;
