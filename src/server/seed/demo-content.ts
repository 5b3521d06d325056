import type { ProductCondition } from '#shared/products-constants.ts';
import type { CategoryName } from './photos.ts';

/**
 * What the demo marketplace holds: sellers with Salvadoran names, listings in Spanish for every
 * category with prices in USD, and meetup spots at real public places. Plain data; demo.ts places it on the map.
 */
export const DEMO_PASSWORD = 'cerquita123';
export const demoEmail = (key: string) => `demo.${key}@cerquita.sv`;

export type DemoCity =
  | 'San Salvador'
  | 'Antiguo Cuscatlán'
  | 'Soyapango'
  | 'Santa Tecla'
  | 'Santa Ana'
  | 'San Miguel'
  | 'La Libertad'
  | 'Sonsonate';

type Spot = { name: string; latitude: number; longitude: number };

/** Well-known, busy public places (malls, parks, plazas) — where people in El Salvador meet to hand things over. */
export const MEETUP_SPOTS: Record<DemoCity, readonly Spot[]> = {
  'San Salvador': [
    { name: 'Metrocentro San Salvador, entrada principal', latitude: 13.7056, longitude: -89.2124 },
    { name: 'Metrosur, frente a la fuente', latitude: 13.7034, longitude: -89.2128 },
    { name: 'Plaza Salvador del Mundo', latitude: 13.7013, longitude: -89.2244 },
    { name: 'Parque Cuscatlán, entrada de la Alameda Roosevelt', latitude: 13.7007, longitude: -89.2058 },
    { name: 'Estadio Cuscatlán, acceso principal', latitude: 13.6815, longitude: -89.2226 },
    { name: 'Galerías Escalón, entrada del Paseo General Escalón', latitude: 13.7027, longitude: -89.2385 },
    { name: 'Plaza Masferrer, junto al monumento', latitude: 13.7085, longitude: -89.2435 },
    { name: 'Universidad de El Salvador, entrada principal', latitude: 13.717, longitude: -89.203 },
    { name: 'Parque Libertad, centro histórico', latitude: 13.6975, longitude: -89.1918 },
    { name: 'Plaza Gerardo Barrios, frente a Catedral', latitude: 13.6986, longitude: -89.192 },
  ],
  'Antiguo Cuscatlán': [
    { name: 'Multiplaza, food court', latitude: 13.6798, longitude: -89.2517 },
    { name: 'La Gran Vía, plaza central', latitude: 13.677, longitude: -89.256 },
  ],
  Soyapango: [
    { name: 'Plaza Mundo Soyapango, entrada principal', latitude: 13.6965, longitude: -89.1509 },
    { name: 'Unicentro Soyapango, food court', latitude: 13.7011, longitude: -89.1445 },
  ],
  'Santa Tecla': [
    { name: 'Paseo El Carmen, frente a la iglesia', latitude: 13.6733, longitude: -89.2862 },
    { name: 'Parque Daniel Hernández', latitude: 13.6755, longitude: -89.279 },
  ],
  'Santa Ana': [
    { name: 'Parque Libertad de Santa Ana, frente a Catedral', latitude: 13.9946, longitude: -89.5597 },
    { name: 'Metrocentro Santa Ana, entrada principal', latitude: 13.983, longitude: -89.5466 },
  ],
  'San Miguel': [
    { name: 'Parque Guzmán, San Miguel', latitude: 13.4813, longitude: -88.1774 },
    { name: 'Metrocentro San Miguel, food court', latitude: 13.478, longitude: -88.164 },
  ],
  'La Libertad': [{ name: 'Malecón del Puerto de La Libertad', latitude: 13.4863, longitude: -89.3225 }],
  Sonsonate: [
    { name: 'Parque Rafael Campo, Sonsonate', latitude: 13.7185, longitude: -89.724 },
    { name: 'Metrocentro Sonsonate, entrada principal', latitude: 13.712, longitude: -89.715 },
  ],
};

export type DemoSeller = {
  key: string;
  firstName: string;
  lastName: string;
  gender: 'male' | 'female';
  phone: string;
  city: DemoCity;
  isVerified: boolean;
  /** How many of the listings this seller gets (they add up to DEMO_LISTINGS.length). */
  listings: number;
};

/** Most sellers around San Salvador, so the default 3-mile radius from its centre shows a lively list. */
export const DEMO_SELLERS: readonly DemoSeller[] = [
  seller('ana', 'Ana', 'Martínez', 'female', '7012-3481', 'San Salvador', true, 8),
  seller('carlos', 'Carlos', 'Hernández', 'male', '7145-9920', 'San Salvador', true, 8),
  seller('jose', 'José', 'López', 'male', '6023-7714', 'San Salvador', false, 8),
  seller('maria', 'María', 'Rivera', 'female', '7288-1056', 'San Salvador', true, 8),
  seller('ricardo', 'Ricardo', 'Alvarado', 'male', '7390-4417', 'San Salvador', false, 7),
  seller('daniela', 'Daniela', 'Chávez', 'female', '6177-2309', 'San Salvador', false, 7),
  seller('gabriela', 'Gabriela', 'Menjívar', 'female', '7421-6638', 'Antiguo Cuscatlán', true, 7),
  seller('luis', 'Luis', 'Flores', 'male', '7556-0193', 'Soyapango', false, 6),
  seller('sofia', 'Sofía', 'Ramírez', 'female', '7603-8875', 'Santa Tecla', true, 5),
  seller('miguel', 'Miguel', 'Portillo', 'male', '6290-5542', 'Santa Ana', false, 5),
  seller('karla', 'Karla', 'Guzmán', 'female', '7734-2268', 'San Miguel', true, 5),
  seller('fernando', 'Fernando', 'Mejía', 'male', '7861-7035', 'La Libertad', false, 3),
  seller('roxana', 'Roxana', 'Aguilar', 'female', '7918-3344', 'Sonsonate', false, 3),
];

function seller(
  key: string,
  firstName: string,
  lastName: string,
  gender: DemoSeller['gender'],
  phone: string,
  city: DemoCity,
  isVerified: boolean,
  listings: number,
): DemoSeller {
  return { key, firstName, lastName, gender, phone: `+503 ${phone}`, city, isVerified, listings };
}

export type DemoListing = {
  category: CategoryName;
  title: string;
  description: string;
  price: number;
  condition: ProductCondition;
};

const listing = (
  category: CategoryName,
  title: string,
  description: string,
  price: number,
  condition: ProductCondition = 'new',
): DemoListing => ({ category, title, description, price, condition });

export const DEMO_LISTINGS: readonly DemoListing[] = [
  listing(
    'Electrónicos',
    'Samsung Galaxy A54 de 128 GB',
    'Liberado para cualquier compañía, batería al 90 %. Incluye cargador original y funda. Pantalla sin rayones.',
    210,
    'like_new',
  ),
  listing(
    'Electrónicos',
    'iPhone 12 de 64 GB, color azul',
    'Face ID funcionando, salud de batería 84 %. Solo el teléfono y el cable. Entrego en lugar público.',
    280,
    'good',
  ),
  listing(
    'Electrónicos',
    'Laptop HP 15" Core i5, 8 GB de RAM',
    'Ideal para la U o el teletrabajo. Disco SSD de 256 GB y Windows 11 activado. Con su cargador.',
    340,
    'good',
  ),
  listing(
    'Electrónicos',
    'Televisor LG 43" Smart TV',
    'Full HD, con Netflix y YouTube. Control remoto original. Lo vendo porque compré uno más grande.',
    195,
    'good',
  ),
  listing(
    'Electrónicos',
    'PlayStation 4 Slim con dos controles',
    'Incluye FIFA 23 y Spider-Man. Funciona perfecto; solo le falta la caja.',
    230,
    'good',
  ),
  listing(
    'Electrónicos',
    'Audífonos inalámbricos JBL Tune 510BT',
    'Nuevos, en caja sellada. Fue un regalo repetido.',
    38,
  ),
  listing(
    'Electrónicos',
    'Bocina Bluetooth portátil',
    'Resistente al agua, buen bajo y batería de 12 horas. Perfecta para la playa.',
    25,
    'like_new',
  ),
  listing(
    'Electrónicos',
    'Monitor Dell de 24" Full HD',
    'Entradas HDMI y DisplayPort, base ajustable. Sin píxeles muertos.',
    110,
    'good',
  ),
  listing(
    'Ropa',
    'Vestido floral talla M',
    'Usado una sola vez para una boda. Tela fresca, ideal para el calor.',
    18,
    'like_new',
  ),
  listing(
    'Ropa',
    'Zapatos Nike Air Max talla 42',
    'Originales y con poco uso. Se entregan limpios y en su caja.',
    65,
    'good',
  ),
  listing(
    'Ropa',
    "Chumpa de mezclilla Levi's talla L",
    'Clásica y en muy buen estado. Sin rotos ni manchas.',
    30,
    'good',
  ),
  listing(
    'Ropa',
    'Uniforme escolar completo, talla 10',
    'Falda, dos camisas y suéter. Sirve para varios colegios de San Salvador.',
    20,
    'good',
  ),
  listing('Ropa', 'Camisa de la Selecta talla M', 'Original, edición 2023, con etiqueta. Nunca usada.', 35),
  listing(
    'Ropa',
    'Bolso de cuero hecho a mano',
    'Hecho por artesanos salvadoreños; amplio, resistente y con cierre.',
    28,
  ),
  listing(
    'Ropa',
    'Lote de ropa de bebé 0–6 meses',
    '25 piezas: mamelucos, bodies y gorritos. Todo lavado y en buen estado.',
    15,
    'good',
  ),
  listing(
    'Hogar',
    'Sofá de 3 plazas color gris',
    'Cómodo, sin manchas ni roturas. Hay que recogerlo; cabe en un pick-up.',
    180,
    'good',
  ),
  listing(
    'Hogar',
    'Refrigeradora Mabe de 14 pies',
    'Enfría perfecto y no hace escarcha. La vendo por mudanza.',
    260,
    'good',
  ),
  listing(
    'Hogar',
    'Mesa de comedor de madera con 6 sillas',
    'Madera de cedro, muy sólida. Tiene pequeños detalles en el barniz.',
    220,
    'fair',
  ),
  listing('Hogar', 'Microondas Panasonic', 'De 1100 W, calienta parejo, con su plato giratorio.', 45, 'good'),
  listing(
    'Hogar',
    'Hamaca doble de San Sebastián',
    'Tejida a mano en colores vivos, nueva. Aguanta dos personas sin problema.',
    30,
  ),
  listing(
    'Hogar',
    'Licuadora Oster de 10 velocidades',
    'Vaso de vidrio y cuchillas en buen estado. Perfecta para licuados y salsas.',
    28,
    'good',
  ),
  listing(
    'Hogar',
    'Cama matrimonial con colchón',
    'Colchón ortopédico de dos años y base de madera. Desarmada para transportarla.',
    150,
    'fair',
  ),
  listing(
    'Hogar',
    'Ventilador de pedestal',
    'Tres velocidades y oscilante. Necesario para estos calores.',
    22,
    'good',
  ),
  listing(
    'Vehículos',
    'Toyota Corolla 2012 automático',
    'Motor 1.8, aire acondicionado, papeles en regla y 145,000 km. Precio negociable.',
    8500,
    'good',
  ),
  listing(
    'Vehículos',
    'Moto Honda Navi 2021',
    'Ideal para la ciudad y muy económica. Tarjeta de circulación al día.',
    1200,
    'like_new',
  ),
  listing(
    'Vehículos',
    'Bicicleta de montaña rin 29',
    'Marco de aluminio, frenos de disco y 21 velocidades. Lista para rodar.',
    180,
    'good',
  ),
  listing(
    'Vehículos',
    'Nissan Frontier 2015 4x4',
    'Doble cabina, diésel, mantenimientos en agencia. Se puede revisar con su mecánico.',
    16500,
    'good',
  ),
  listing(
    'Vehículos',
    'Juego de 4 llantas 205/55 R16',
    'Bridgestone, con 70 % de vida útil. Se las puedo llevar a la llantería.',
    160,
    'good',
  ),
  listing(
    'Vehículos',
    'Casco para moto certificado DOT',
    'Talla M, visor transparente. Usado pocas veces.',
    40,
    'like_new',
  ),
  listing(
    'Vehículos',
    'Scooter eléctrico Xiaomi',
    'Autonomía de 25 km, plegable, con cargador. Buena opción para ir al trabajo.',
    260,
    'good',
  ),
  listing(
    'Deportes',
    'Par de mancuernas ajustables de 20 kg',
    'Con sus discos y seguros, para entrenar en casa.',
    60,
    'good',
  ),
  listing('Deportes', 'Balón de fútbol Adidas número 5', 'Nuevo, de los que se usan en la liga.', 25),
  listing(
    'Deportes',
    'Tabla de surf shortboard 6\'2"',
    'Con leash y quillas. Lista para El Tunco o El Sunzal.',
    280,
    'good',
  ),
  listing(
    'Deportes',
    'Caminadora eléctrica plegable',
    'Motor de 2 HP, hasta 12 km/h, con inclinación. Casi no la usé.',
    320,
    'like_new',
  ),
  listing('Deportes', 'Raqueta de tenis Wilson', 'Con funda y tres pelotas. Encordado reciente.', 45, 'good'),
  listing('Deportes', 'Guantes de boxeo de 14 oz', 'Marca Everlast, con poco uso.', 30, 'like_new'),
  listing(
    'Deportes',
    'Tacos de fútbol Puma talla 40',
    'Para grama natural; usados una temporada.',
    28,
    'fair',
  ),
  listing(
    'Libros',
    'Cuentos de barro, de Salarrué',
    'Edición de bolsillo en buen estado. Un clásico de la literatura salvadoreña.',
    8,
    'good',
  ),
  listing(
    'Libros',
    'Libros de matemática de bachillerato',
    'Tres libros con ejercicios resueltos, sin rayones.',
    15,
    'good',
  ),
  listing(
    'Libros',
    'Cien años de soledad, tapa dura',
    'Edición conmemorativa de García Márquez, como nueva.',
    14,
    'like_new',
  ),
  listing(
    'Libros',
    'Diccionario inglés–español Larousse',
    'Completo y en buen estado. Perfecto para estudiantes.',
    10,
    'good',
  ),
  listing(
    'Libros',
    'Colección de Harry Potter, 7 libros',
    'En español, tapa blanda. Algunos tienen el lomo gastado.',
    55,
    'fair',
  ),
  listing(
    'Libros',
    'Libro de cocina salvadoreña',
    'Recetas de pupusas, tamales, panes con pollo, atoles y más.',
    12,
  ),
  listing(
    'Libros',
    'Poesía de Roque Dalton, 2 tomos',
    '"Taberna y otros lugares" y "Las historias prohibidas del Pulgarcito".',
    18,
    'good',
  ),
  listing(
    'Herramientas',
    'Taladro percutor DeWalt 20 V',
    'Con dos baterías y cargador. Funciona perfecto.',
    120,
    'good',
  ),
  listing(
    'Herramientas',
    'Caja de herramientas de 150 piezas',
    'Completa: llaves, dados, desarmadores y alicates en su maletín.',
    75,
    'like_new',
  ),
  listing(
    'Herramientas',
    'Escalera de aluminio de 6 peldaños',
    'Liviana y resistente; aguanta hasta 120 kg.',
    55,
    'good',
  ),
  listing(
    'Herramientas',
    'Sierra circular Makita',
    'Disco de 7 1/4" y guía paralela. Corta parejo.',
    95,
    'good',
  ),
  listing(
    'Herramientas',
    'Compresor de aire de 25 litros',
    'Ideal para pintar o inflar llantas. Con manguera y pistola.',
    140,
    'good',
  ),
  listing(
    'Herramientas',
    'Generador eléctrico de 3500 W',
    'Para cuando se va la luz. Arranque manual, gasolina, poco uso.',
    380,
    'like_new',
  ),
  listing('Herramientas', 'Juego de llaves combinadas', 'De 8 a 19 mm, en su estuche. Nuevo.', 25),
  listing(
    'Servicios',
    'Clases de inglés a domicilio',
    'Profesora certificada, todos los niveles, también conversación. Precio por hora.',
    12,
  ),
  listing(
    'Servicios',
    'Reparación de celulares y tablets',
    'Cambio de pantalla, batería y centro de carga. Garantía de 30 días.',
    15,
  ),
  listing(
    'Servicios',
    'Fontanero a domicilio',
    'Reparo fugas, instalo lavamanos, sanitarios y duchas. Precio de la visita.',
    10,
  ),
  listing(
    'Servicios',
    'Mudanzas y fletes en pick-up',
    'En todo el Gran San Salvador; precio base, según la distancia.',
    25,
  ),
  listing(
    'Servicios',
    'Clases de guitarra para principiantes',
    'Cuatro clases al mes, en línea o presenciales.',
    40,
  ),
  listing(
    'Servicios',
    'Limpieza de sofás y colchones',
    'Lavado a vapor con secado rápido. Precio por sofá de 3 plazas.',
    30,
  ),
  listing(
    'Servicios',
    'Diseño de logos y tarjetas de presentación',
    'Entrego en tres días, con dos rondas de cambios.',
    35,
  ),
  listing(
    'Restaurantes',
    'Docena de pupusas revueltas para llevar',
    'Masa de maíz o de arroz, con curtido y salsa de la casa.',
    9,
  ),
  listing(
    'Restaurantes',
    'Almuerzo ejecutivo del día',
    'Plato fuerte, arroz, ensalada, tortillas y fresco natural. De lunes a viernes.',
    4.5,
  ),
  listing(
    'Restaurantes',
    'Sopa de gallina india',
    'Los domingos, con arroz, tortillas y chile. También para llevar.',
    6,
  ),
  listing(
    'Restaurantes',
    'Mariscada para dos personas',
    'Camarón, pescado, concha y cangrejo en caldo cremoso, con vista al mar.',
    22,
  ),
  listing(
    'Restaurantes',
    'Desayuno típico salvadoreño',
    'Huevos picados, frijoles, plátano frito, crema, queso y pan francés.',
    3.5,
  ),
  listing(
    'Restaurantes',
    'Pollo asado entero con tortillas',
    'Incluye ensalada, papas y chirmol. Pedidos por teléfono.',
    11,
  ),
  listing(
    'Restaurantes',
    'Carne asada para compartir',
    'Para cuatro personas, con casamiento y guacamol.',
    18,
  ),
  listing(
    'Food trucks',
    'Hamburguesas al carbón',
    'Carne 100 % de res y papas fritas incluidas. Estamos los fines de semana.',
    6,
  ),
  listing(
    'Food trucks',
    'Tacos al pastor, orden de 4',
    'Con piña, cilantro y cebolla; salsa verde y roja.',
    4,
  ),
  listing('Food trucks', 'Elotes locos', 'Con mayonesa, salsa inglesa, mostaza, queso y chile.', 2),
  listing(
    'Food trucks',
    'Minutas de frutas',
    'Hielo raspado con miel de fruta natural; la de tamarindo es la favorita.',
    1.5,
  ),
  listing('Food trucks', 'Alitas BBQ, 10 piezas', 'Búfalo, BBQ o miel mostaza, con apio y aderezo.', 8),
  listing('Food trucks', 'Hot dogs gourmet', 'Pan artesanal, salchicha alemana y cebolla caramelizada.', 3.5),
  listing('Food trucks', 'Café frío y frappés', 'Con café salvadoreño. Pregunte por el de horchata.', 3),
  listing(
    'Puestos de comida',
    'Pupusas de chicharrón con queso',
    'Hechas al momento en comal de barro; curtido y salsa incluidos. Precio por pupusa.',
    0.6,
  ),
  listing('Puestos de comida', 'Yuca frita con chicharrón', 'Con curtido, salsa de tomate y pepescas.', 3),
  listing(
    'Puestos de comida',
    'Tamales de gallina, docena',
    'Envueltos en hoja de plátano. Encargos con un día de anticipación.',
    12,
  ),
  listing(
    'Puestos de comida',
    'Panes con pollo',
    'Pan francés con pollo guisado en salsa, berro, rábano y pepino.',
    2.5,
  ),
  listing('Puestos de comida', 'Atol de elote y riguas', 'Recién hechos, todas las tardes desde las 4.', 1),
  listing(
    'Puestos de comida',
    'Empanadas de plátano',
    'Rellenas de poleada o de frijol, con azúcar por encima.',
    0.5,
  ),
  listing('Puestos de comida', 'Horchata de morro, galón', 'Natural y hecha en casa. Bien helada.', 4),
  listing(
    'Puestos de comida',
    'Café de Apaneca molido, libra',
    'Tostado en casa, cosecha de este año. Aroma a chocolate.',
    7,
  ),
];

export type DemoPost = {
  author: string;
  type: 'general' | 'lost_found' | 'event' | 'recommendation';
  title: string;
  content: string;
  city: DemoCity;
};

export const DEMO_POSTS: readonly DemoPost[] = [
  {
    author: 'maria',
    type: 'lost_found',
    title: 'Se perdió un perrito cerca de la Plaza Masferrer',
    content:
      'Se llama Toby, es café, pequeño y lleva un collar rojo. Se perdió el sábado por la tarde. Si lo ven, por favor avísenme por mensaje.',
    city: 'San Salvador',
  },
  {
    author: 'ana',
    type: 'event',
    title: 'Feria de emprendedores en el Parque Cuscatlán',
    content:
      'Este domingo de 9:00 a 16:00: artesanías, comida típica y música en vivo. La entrada es libre; lleven su bolsa reutilizable.',
    city: 'San Salvador',
  },
  {
    author: 'luis',
    type: 'recommendation',
    title: '¿Alguien recomienda un mecánico en Soyapango?',
    content: 'Busco un taller de confianza para revisar los frenos de mi carro. ¡Gracias de antemano!',
    city: 'Soyapango',
  },
  {
    author: 'sofia',
    type: 'recommendation',
    title: 'Las mejores pupusas de Santa Tecla',
    content: 'Para mí, las del Paseo El Carmen los viernes por la noche. ¿Cuáles son las suyas?',
    city: 'Santa Tecla',
  },
  {
    author: 'jose',
    type: 'general',
    title: 'Intercambio de libros escolares',
    content:
      'Estamos organizando un intercambio de libros de bachillerato el próximo sábado en la entrada de la UES. Traigan los que ya no usen.',
    city: 'San Salvador',
  },
  {
    author: 'fernando',
    type: 'event',
    title: 'Limpieza de playa en La Libertad',
    content:
      'El domingo a las 7:00 nos reunimos en el malecón. Llevamos bolsas y guantes; solo traigan agua y ganas.',
    city: 'La Libertad',
  },
];
