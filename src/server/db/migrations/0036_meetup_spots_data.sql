-- The safe meetup spots Cerquita ships: the rows of src/server/features/meetup-spots/meetup-spots.json (see
-- ATTRIBUTION.md there), written by scripts/meetup-spots-sql.ts. A test checks the shipped rows equal the file.
INSERT INTO "meetup_spots" ("name", "kind", "distrito_id", "latitude", "longitude", "hours", "source_url", "status") VALUES
  ('Metrocentro San Salvador', 'mall', 100105, 13.7057, -89.212, NULL, 'https://diario.elmundo.sv/economia/los-centros-comerciales-se-preparan-para-reinicio-de-operacion-seguras', 'approved'),
  ('Plaza Mundo Soyapango', 'mall', 100203, 13.7008, -89.1648, NULL, 'http://www.pressreader.com/el-salvador/la-prensa-grafica/20180308/281947428360855', 'approved'),
  ('El Encuentro San Marcos (Súper Selectos)', 'supermarket', 100503, 13.6615, -89.1835, NULL, 'https://www.elsalvador.com/noticias/negocios/super-selectos-seguira-invirtiendo-y-creando-empleos-en-el-salvador/543953/2018/', 'approved'),
  ('Walmart Santa Elena', 'supermarket', 50301, 13.669, -89.248, NULL, 'https://diario.elmundo.sv/ampArticle/avanza-construccion-de-walmart-santa-elena', 'approved'),
  ('Sede policial El Zonte (PNC)', 'police', 50201, 13.495, -89.44, '24 horas', 'https://puenteinformativo.com/nacionales/director-de-la-pnc-y-ministro-de-justicia-y-seguridad-inauguran-moderna-sede-policial-en-el-zonte-la-libertad/', 'approved'),
  ('Metrocentro Santa Ana', 'mall', 120101, 13.98, -89.551, NULL, 'https://historico.elsalvador.com/historico/190463/asi-quedara-la-segunda-etapa-de-metrocentro-en-santa-ana.html', 'approved'),
  ('Plaza Mundo Usulután', 'mall', 140110, 13.338, -88.433, NULL, 'https://diario.elmundo.sv/ampArticle/agrisal-abre-las-puertas-de-plaza-mundo-usulutan?amp=1', 'approved'),
  ('Delegación PNC La Paz, Zacatecoluca', 'police', 60203, 13.496, -88.882, '24 horas', 'http://www.vicepresidencia.gob.sv/gobierno-continua-impulsando-el-fortalecimiento-de-la-pnc-al-construir-nueva-delegacion-en-la-paz/', 'approved'),
  ('Sede policial El Mozote (PNC)', 'police', 80107, 13.899, -88.111, '24 horas', 'https://croniosv.com/nacionales/ministro-de-seguridad-y-director-de-policia-entregan-moderna-sede-policial-en-el-mozote-morazan', 'approved'),
  ('Walmart San Miguel', 'supermarket', 90105, 13.47, -88.162, NULL, 'https://historico.elsalvador.com/historico/158893/walmart-san-miguel-abrio-hoy-sus-puertas.html', 'approved');
