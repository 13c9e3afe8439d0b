const STOPWORDS = new Set(
  (
    "a al ante con contra de del desde en entre hacia hasta para por segun sin sobre tras y e o u ni que quien " +
    "el la los las lo un una unos unas mi mis tu tus su sus me te se le les nos os yo tu usted ustedes vosotros " +
    "este esta estos estas ese esa esos esas aquel aquella esto eso algo alguno alguna algunos algunas algun todo todos " +
    "toda todas cada otro otra otros otras mas menos muy tan ya aqui ahi alli como cual cuales cuando donde cuanto " +
    "cuantos cuantas cuanta porfa favor porfavor please gracias hola oye oiga buenas buenos dias tardes noches " +
    "puedes podes podrias puede podria pudieras quieres quisiera quiero necesito necesitaria me gustaria gustaria " +
    "ocupa ocupan pesa pesan vence vencen vencer venza venzan vencian vencia tengo tienes tenes tiene tenemos hay habia hubo es son sea fue esta estan he ha han has hemos haber ser estar " +
    "si no tambien solo solamente ademas pero mismo misma ahora luego despues antes rapido rapidamente " +
    "ultimo ultima ultimos ultimas reciente recientes nuevo nueva nuevos nuevas primero primera primeros primeras " +
    "importante importantes pendiente pendientes leido leida leidos leidas abierto abiertos abierta abiertas " +
    "vale ok okay venga bueno bien genial perfecto hoy ayer manana cosa cosas mio mia mios mias tuyo " +
    "llamado llamada llamados llamadas titulado titulada nombre titulo asunto texto palabra palabras tema " +
    "shifu respuesta contestacion ayudame ayudeme ayudar ayudes conmigo contigo saber decir comprobar averiguar cuentame cuenteme explicame alguien nadie nada q d k x xq pq porq tb tmb xfa pls plis todavia aun nunca siempre recien papelera papeleras envio mando escribio recibi recibido recibidos enviado enviados mandado mandados mando escrito escritos cuenta mismo porfis suman sumame sumalos total totales valen cuesta cuestan hecha hecho hechas hechos completada completado completadas terminada terminado finalizada finalizado resuelta resuelto lista listo como dame dime eh em pues entonces hazlo simplemente igual ahora mismo ojo ojito vistazo vistacito tal dinero privado privados privada privadas enlace link url crm suma sumas sumar quienes likes lleva llevan acumula acumulan queda quedan quedaron quedo dicen decian " +
    // Courtesy around a request ('cuando puedas', '¿me harías el favor de…?', 'si no te importa') asks nothing itself.
    "puedas pueda puedan harias haria harian amable importa importaria molesta molestaria porfi xfavor hey ey ei che " +
    // Who made a thing ('¿quién hizo el procedimiento?') is asked of its owner, never a word of its title.
    "hizo hicieron preparo prepararon redacto redactaron " +
    // What was done to one's own files ('¿qué archivos modifiqué esta semana?') says when, not what they are called.
    "modifique modifico modificaste edite edito editaste actualice actualizo " +
    // How far along ('¿por cuánto vamos del objetivo?'), how many people ('¿cuánta gente se ha inscrito?') and where a
    // thing is kept ('¿lo tengo guardado en algún lado?') ask about the thing, never name it.
    "vamos llevamos gente guardado guardada guardados guardadas " +
    // Whose turn or when a thing falls ('¿en qué sala toca el comité?', '¿a quién le toca?') is asked, never a name.
    "toca tocan " +
    // What someone said ('lo que dijo Javier') is theirs: the verb of saying names nothing.
    "dijo dijeron comento comentaron " +
    // An order to say something ('…lo del pedido, dile que sí') words the message; it never names what it is about.
    "dile diles decile deciles digale cuentale contale " +
    // When a meeting was or who comes to it ('¿a qué hora era la llamada…?', '¿quién más viene?') names no meeting.
    "era eran fueron viene vienen venia venian vino vinieron asiste asisten " +
    // Where the person put a thing ('¿dónde dejé la factura…?', '¿dónde la metí?') names no thing.
    "deje dejaste dejamos dejo meti metiste metimos puse pusiste pusimos guarde guardaste guardamos"
  ).split(" "),
);

/** Whether a folded word carries no content of its own (articles, prepositions, courtesy, fillers). */
export function isStopword(word: string): boolean {
  // Adverbs in -mente ('últimamente', 'rápidamente') never name what to look for.
  return STOPWORDS.has(word) || (word.length > 6 && word.endsWith("mente"));
}
