import json,sys
f=sys.argv[1]; a=int(sys.argv[2]) if len(sys.argv)>2 else 1; b=int(sys.argv[3]) if len(sys.argv)>3 else 10**9
for i,l in enumerate(open(f,encoding='utf-8'),1):
    if i<a or i>b: continue
    d=json.loads(l); t=d.get('type'); m=d.get('message') or {}
    c=m.get('content'); out=[]
    if isinstance(c,str): out.append('TEXT:'+c)
    elif isinstance(c,list):
        for x in c:
            if not isinstance(x,dict): continue
            if x.get('type')=='text': out.append('TEXT:'+x['text'])
            elif x.get('type')=='tool_use': out.append('TOOL:'+x['name']+' '+json.dumps(x.get('input'))[:200])
            elif x.get('type')=='tool_result':
                cc=x.get('content'); cc=cc if isinstance(cc,str) else json.dumps(cc)
                out.append(('ERR ' if x.get('is_error') else '')+'RESULT:'+cc[:200])
            elif x.get('type')=='thinking': out.append('THINK:'+x.get('thinking','')[:100])
    extra=' API' if d.get('isApiErrorMessage') else ''
    print(i,t,d.get('subtype',''),extra,' | '.join(out)[:400].replace('\n',' '))
